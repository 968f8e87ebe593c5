// A lower layer reaching up: what the check must refuse.
#include "high/top.h"

// A higher layer's header, using the lower one.
#pragma once
#include "low/base.h"

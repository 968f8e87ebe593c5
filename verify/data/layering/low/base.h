// A lower layer's header.
#pragma once

/* nvToolsExt.h — NVTX (nvtx3/nvToolsExt.h has it) */
#include "nvtx3/nvToolsExt.h"

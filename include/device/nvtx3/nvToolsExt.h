/* nvtx3/nvToolsExt.h in device code: the host pass's header (NVTX as with no profiler attached:
 * its calls are host code's, but a .cu file includes the header in both passes). */
#include "../../host/nvtx3/nvToolsExt.h"

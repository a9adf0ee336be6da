/* <thrust/random/discard_block_engine.h> in device code: the host pass's file */
#include "../../../host/thrust/random/discard_block_engine.h"

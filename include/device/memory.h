/* <memory.h>, the old name of <string.h> that the guide includes (seed 000 §5.4.4.1) */
#include <string.h>

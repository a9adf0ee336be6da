/* <memory.h>, the old name of <string.h> that the guide includes (§5.4.4.1) */
#include <string.h>

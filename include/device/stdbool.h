#ifndef _CR_STDBOOL_H
#define _CR_STDBOOL_H
/* bool, true and false are keywords in device code (C++) */
#define __bool_true_false_are_defined 1
#endif

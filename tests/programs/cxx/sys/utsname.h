/* Not <sys/utsname.h>: a file of include-angle-brackets.cu's folder with a system header's
 * name. That program's #include "sys/utsname.h" reads it; its #include <sys/utsname.h> must
 * not (g++ looks in the including file's folder for "..." only). */
#ifndef LOCAL_SYS_UTSNAME_H
#define LOCAL_SYS_UTSNAME_H
static const char *local_header = "the program's own sys/utsname.h";
#endif

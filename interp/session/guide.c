/* guide.c — citations of the CUDA C++ Programming Guide by section number (see guide.h). */
#include <ctype.h>
#include <string.h>

#include "interp/session/guide.h"

#define G(id) {#id, CR_GUIDE_##id}

static const struct {
    const char *id; /* "5_4_4_1" */
    const char *cite;
} sections[] = {
    G(2_3_4),
    G(2_3_4_1),
    G(2_3_4_2),
    G(2_3_4_2_2),
    G(2_3_6),
    G(4_18),
    G(5_3),
    G(5_3_8),
    G(5_3_10_2),
    G(5_3_10_4_2),
    G(5_3_10_6_1),
    G(5_3_10_6_2),
    G(5_3_10_6_3),
    G(5_3_11_4),
    G(5_3_7),
    G(5_3_7_1),
    G(5_3_7_2),
    G(5_3_7_3),
    G(5_3_7_4),
    G(5_3_7_5),
    G(5_4_1_1),
    G(5_4_1_2),
    G(5_4_1_2_1),
    G(5_4_1_2_2),
    G(5_4_2_2),
    G(5_4_2_3),
    G(5_4_3),
    G(5_4_4),
    G(5_4_4_1),
    G(5_4_4_2),
    G(5_4_4_3),
    G(5_4_5),
    G(5_4_5_1),
    G(5_4_5_1_1),
    G(5_4_5_1_10),
    G(5_4_5_1_11),
    G(5_4_5_2),
    G(5_4_5_2_10),
    G(5_4_5_2_11),
    G(5_4_6),
    G(5_4_6_1),
    G(5_4_6_2),
    G(5_4_6_3),
    G(5_4_6_4),
    G(5_4_6_5),
    G(5_4_6_6),
    G(5_4_8),
    G(5_4_8_1),
    G(5_4_8_2),
    G(5_4_8_3),
    G(5_4_8_4),
    G(5_4_8_5),
    G(5_4_8_6),
    G(5_4_9),
    G(5_4_9_2),
    G(5_4_9_3),
    G(5_4_9_4),
    G(5_4_9_5),
    G(5_4_9_6),
    G(5_4_10_1),
    G(5_4_10_2),
};

#undef G

const char *sess_guide(const char *num)
{
    if (!isdigit((unsigned char)num[0]))
        return num; /* another document: "CUDA Math API" */
    char id[32];
    size_t n = strlen(num);
    if (n >= sizeof id)
        n = sizeof id - 1;
    for (size_t i = 0; i < n; i++)
        id[i] = num[i] == '.' ? '_' : num[i];
    id[n] = 0;
    while (n) {
        for (size_t i = 0; i < sizeof sections / sizeof sections[0]; i++)
            if (!strcmp(sections[i].id, id))
                return sections[i].cite;
        while (n && id[n - 1] != '_')
            n--; /* the enclosing section */
        if (n)
            id[--n] = 0;
    }
    return "the CUDA C++ Programming Guide";
}

const char *sess_guide_short(const char *num)
{
    const char *c = sess_guide(num);
    return strncmp(c, CR_GUIDE_PREFIX, strlen(CR_GUIDE_PREFIX)) ? c : c + strlen(CR_GUIDE_PREFIX);
}

// An unnamed enumeration named by a typedef (typedef enum { ... } E;, the C idiom of many
// headers): its enumerators are of type E, so overload resolution tells E from int and from
// another such enumeration; E is its name for linkage (typeid, messages).
#include <cstdio>
#include <typeinfo>

typedef enum { MODE_A = 0, MODE_B = 1 } mode_t_;
typedef enum { KIND_X = 7, KIND_Y } kind_t;
enum { LOOSE = 3 };

static const char *which(mode_t_) { return "mode"; }
static const char *which(kind_t) { return "kind"; }
static const char *which(int) { return "int"; }
static const char *which(double) { return "double"; }

static int scale(mode_t_ m, int x) { return (m == MODE_B ? 100 : 10) + x; }
static int scale(kind_t k, double x) { return (int)k * 1000 + (int)x; }

int main()
{
    printf("%s %s %s %s %s\n", which(MODE_B), which(KIND_Y), which(LOOSE), which(2), which(2.5));
    printf("%d %d\n", scale(MODE_B, 1), scale(KIND_X, 2.0));
    mode_t_ m = MODE_A;
    printf("%d %d %d\n", (int)sizeof m, MODE_B + 1, KIND_Y * 2);
    printf("%s %s\n", typeid(MODE_A).name(), typeid(kind_t).name());
    switch (m) {
    case MODE_A: printf("case MODE_A\n"); break;
    case MODE_B: printf("case MODE_B\n"); break;
    }
    return 0;
}

#ifndefdef.h>
typedef struct _ine EOF (-1)
$endif
f struct _IO_FIL(-1)
$endif
f struct _IOILE;
#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  iE FILE;
#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Biount(t % 3 == 0);
    int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
               "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8], o[9], h[40 + b]);
    }
    cudaFree(d);
    return 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = __syncthreads_or(t == 150 + b);
    int o2 = __syncthreads_or(0);
    int o3 = __syncthreads_or(t > 1000);
    int cx = __syncthreads_count(17);   /* any non-zero value counts once */
    if (t == 0) {
        int *o = out + b * 10;
        o[0] = c1; );
 o[6], o[7], o[8], o[9], h[40 + b]);
    }
    cuts {
    float fIO_FILE FILE;
#defi is built into Šhe de FILE;
#define EOF (-1)
$endif
f struct _IO_FIL(-1)
$endif
f struct _IOILE;
#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  iE FILE;
#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Bits {
    float f;
    unsigned u;
};

enum Color { RED, GREEN =BLUE };

struct Parti.x;
    p->pos.y += by.y;
}
#define EOF (-1)
$endif
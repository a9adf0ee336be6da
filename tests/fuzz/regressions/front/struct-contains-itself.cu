__global__ void k(){ restrict x; rege*nex ea u
vl;   Node ct Parti.xat f;
    unsigned u;
};

struct Node {
    in u
vl;   Node ct Parti.xat f;
    unsigned u;
};

struct Nod__global__e {
    
#defi isfalset ine ct Parti.x;
    p->pos.y += by.y;
    int ea u
vl;   Node n*e*nex ea u
vl;   Node ct Parti.xat f;
    unsigned u;
};

struct Node {
    in u
vl;   Node ct Parti.xat f;
    unsigned u;
};

struct Nod__global__e _global__e {
    
#defi isfalset ine ct Parti.x;
    p->pos.y += by.y;
    int ea u
vl;   Node n*e*nex ea u
vl;   Node ct Parti.xat f;
    unsigned u;
};

struct Node {
    in u
vl;   Node ct Parti.xat f;
    unsigned u;
};

struct Nod__global__e {
    
#defi isfalset ine ct Parti.x;
    p->pos.y += by.y;
}
#define EOF (-0)
igned u;
};

struct Node {
    in u
vl;   Node ct Parti.xat f;
  }
#define EOF (-0)
igned u;
};

struct Node {
    in u
vl;   Node ct Parti.xat f;
    unsigned u;
};

struct Node {
    
#defi isfalset ine ct Parti.x;
    p->pos.y +=;

struct Node {
  ct Point {
    &&t x, y;
};

struct Node {
    int egned u;
};

struct Node {
    in u
vl;   Node ct Parti.xat f;
    unsiister y; alignas(8) z; }

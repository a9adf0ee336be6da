// Found by fuzz_front: the instance of a class's only member function template was taken out of
// the method list and the walk went on past its end (a null pointer).
struct S { template <class T> int f(T x) { return (int)x; } };
int main() { S s; return s.f(1) + s.f(2.5); }

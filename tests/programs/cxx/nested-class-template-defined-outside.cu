// A class nested in a class template and declared there (`struct Inner;`) may be defined
// outside it (`template <class T> struct C<T>::Inner {...}`, C++17 [temp.mem.class]): that
// definition is the nested class of every instance, including one made before it, and its
// members are defined outside both classes (C<T>::Inner::f, a static data member).
// reference: g++
#include <cstdio>

template <class T>
struct C {
    struct Inner;
    T base;
    Inner make() const;
    int twice(const Inner &in) const;
};

C<int> early{3}; // an instance named before the nested class's definition

template <class T>
struct C<T>::Inner {
    T v;
    int f() const;
    T plus(T d) const { return v + d; }
    static int count;
};

template <class T>
int C<T>::Inner::count = 10;

template <class T>
int C<T>::Inner::f() const
{
    return (int)v * 2;
}

template <class T>
typename C<T>::Inner C<T>::make() const
{
    Inner in;
    in.v = base + 1;
    Inner::count++;
    return in;
}

template <class T>
int C<T>::twice(const Inner &in) const
{
    return in.f() + 1;
}

// A nested class template instance's member that points to the nested class defined later.
template <class K>
struct List {
    struct Node;
    Node *head = nullptr;
    void push(K k);
    int size() const;
};

template <class K>
struct List<K>::Node {
    K key;
    Node *next;
};

template <class K>
void List<K>::push(K k)
{
    head = new Node{k, head};
}

template <class K>
int List<K>::size() const
{
    int n = 0;
    for (Node *p = head; p; p = p->next)
        n++;
    return n;
}

int main()
{
    C<int>::Inner a = early.make();
    printf("int: v %d f %d plus %d twice %d count %d\n", a.v, a.f(), a.plus(5), early.twice(a),
           C<int>::Inner::count);
    C<double> d{2.25};
    C<double>::Inner b = d.make();
    printf("double: v %g f %d plus %g twice %d count %d\n", b.v, b.f(), b.plus(0.5), d.twice(b),
           C<double>::Inner::count);
    printf("sizes %zu %zu\n", sizeof(C<int>::Inner), sizeof(C<double>::Inner));

    List<short> l;
    l.push(1);
    l.push(2);
    l.push(3);
    printf("list %d head %d next %d\n", l.size(), l.head->key, l.head->next->key);
    List<short>::Node n{7, nullptr};
    printf("node %d\n", n.key);
    return 0;
}

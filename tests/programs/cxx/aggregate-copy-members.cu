// (g++ -x c++) A class without constructors whose members have copy constructors (a struct
// holding a std::string) is copied member by member in every form of direct initialisation:
// `T b(a)`, `new T(a)`, placement new in a container (std::vector<T>::push_back of an
// lvalue and of a temporary `T{...}`), so the copies own their strings.
#include <cstdio>
#include <new>
#include <string>
#include <vector>
struct Task {
    int prio;
    std::string name;
};
int main()
{
    Task a{3, "read"};
    Task b(a);
    b.name += "!";
    Task *p = new Task(a);
    p->name += "?";
    printf("%s %s %s\n", a.name.c_str(), b.name.c_str(), p->name.c_str());
    delete p;
    std::vector<Task> v;
    v.push_back(a);
    v.push_back(Task{2, "write"});
    for (int i = 0; i < 5; i++)
        v.push_back(Task{i, std::string(i + 1, 'x')});
    v[0].name += "+";
    for (const Task &t : v)
        printf("%d:%s ", t.prio, t.name.c_str());
    printf("| %s\n", a.name.c_str());
    alignas(Task) unsigned char buf[sizeof(Task)];
    Task *q = new (buf) Task(v[1]);
    q->name = "changed";
    printf("%s %s\n", v[1].name.c_str(), q->name.c_str());
    q->~Task();
}

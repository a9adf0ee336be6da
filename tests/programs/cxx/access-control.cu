// (g++ -x c++) Access control (C++ [class.access]) where it allows: a class's private members
// used by its member functions, by a friend function and by a friend class's members; a
// protected member by a derived class's; a private static member by a nested class's member;
// a private member by a lambda in a member function.
#include <cstdio>
class Account {
    int balance = 0;
    static int created;
    void log(const char *what) const { printf("%s %d\n", what, balance); }
    friend void audit(const Account &a);
    friend class Bank;
  protected:
    int id;
  public:
    explicit Account(int i) : id(i) { ++created; }
    void deposit(int n) { balance += n; log("deposit"); }
    static int count() { return created; }
};
int Account::created = 0;
void audit(const Account &a) { printf("audit %d %d\n", a.id, a.balance); }
class Bank {
  public:
    static void fee(Account &a) { a.balance -= 1; a.log("fee"); }
};
struct Savings : Account {
    Savings() : Account(7) {}
    int ident() const { return id * 10; }
};
class Outer {
    static const int secret = 42;
  public:
    struct In {
        int get() const { return Outer::secret; }
    };
};
class Pt { int x = 3; public: int get() const { auto f = [this] { return x; }; return f(); } };
int main()
{
    Account a(1);
    a.deposit(5);
    Bank::fee(a);
    audit(a);
    Savings s;
    printf("%d %d %d\n", s.ident(), Outer::In().get(), Account::count());
    Pt p;
    printf("%d\n", p.get());
}

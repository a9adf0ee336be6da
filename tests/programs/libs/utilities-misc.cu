// (g++ -x c++) The utilities as libstdc++'s: chrono duration arithmetic and casts, floor/ceil/
// round/abs of a duration (C++17 [time.duration.cast]) and floating literals (1.5s:
// [time.duration.literals], a duration of long double); std::function empty, compared with and
// assigned nullptr ([func.wrap.func.nullptr]), bad_function_call an std::exception; bind,
// invoke, mem_fn; unique_ptr with a deleter, make_unique<T[]>(n) ([unique.ptr.create]);
// shared_ptr/weak_ptr counts, static/dynamic_pointer_cast ([util.smartptr.shared.cast]);
// optional, variant, any and their exceptions' what(); tuple get by type under `using
// namespace std` (std::get<int> called from host code), tie, structured bindings, tuple_cat.
#include <iostream>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <variant>
#include <any>
#include <tuple>
#include <string>
#include <stdexcept>
#include <new>
#include <vector>
using namespace std;
struct D { int id; D(int i) : id(i) { cout << "D" << id << " "; } ~D() { cout << "~D" << id << " "; } };
int add(int a, int b) { return a + b; }
struct Obj { int v = 3; int get(int k) const { return v * k; } };
int main() {
  using namespace std::chrono;
  auto d1 = milliseconds(1500); auto d2 = seconds(2); cout << (d1 + d2).count() << " " << duration_cast<seconds>(d1).count() << " " << duration<double>(d1).count() << "\n";
  cout << duration_cast<minutes>(hours(2) + minutes(5)).count() << " " << (d2 - d1).count() << " " << (d2 * 3).count() << " " << (d2 / 2).count() << " " << (d1 % 1000).count() << " " << d2 / d1 << "\n";
  cout << microseconds(seconds(1)).count() << " " << nanoseconds(1).count() << " " << (milliseconds(5) < seconds(1)) << " " << duration_cast<milliseconds>(duration<double>(1.2345)).count() << "\n";
  cout << floor<seconds>(milliseconds(-1500)).count() << " " << ceil<seconds>(milliseconds(1500)).count() << " " << round<seconds>(milliseconds(2500)).count() << " " << abs(milliseconds(-3)).count() << "\n";
  duration<double, milli> dm = microseconds(2500); cout << dm.count() << " " << duration<double, ratio<60>>(seconds(90)).count() << "\n";
  auto t0 = steady_clock::now(); auto t1 = steady_clock::now(); cout << ((t1 - t0).count() >= 0) << " " << (duration_cast<nanoseconds>(t1 - t0) >= nanoseconds::zero()) << "\n";
  cout << seconds::max().count() << " " << milliseconds::min().count() << " " << hours::period::num << " " << milli::den << "\n";
  using namespace std::chrono_literals; auto lit = 100ms + 2s; cout << lit.count() << " " << (1.5s).count() << "\n";
  function<int(int, int)> f = add; cout << f(2, 3) << " " << (bool)f << " "; function<int(int, int)> g; cout << (bool)g << " " << (g == nullptr) << " ";
  try { g(1, 2); } catch (bad_function_call& e) { cout << e.what() << "\n"; }
  g = f; f = nullptr; cout << g(4, 5) << (bool)f << "\n";
  auto b = bind(add, placeholders::_1, 10); cout << b(5) << " "; auto b2 = bind(add, placeholders::_2, placeholders::_1); cout << b2(1, 7) << " ";
  Obj o; auto bm = bind(&Obj::get, &o, placeholders::_1); cout << bm(4) << " " << invoke(&Obj::get, o, 2) << " " << invoke(add, 1, 1) << " " << mem_fn(&Obj::get)(o, 5) << "\n";
  cout << plus<int>()(1, 2) << minus<>()(5, 3) << multiplies<double>()(1.5, 2) << negate<int>()(4) << logical_not<bool>()(false) << equal_to<>()(1, 1) << "\n";
  int x = 5; auto rw = ref(x); rw.get() = 6; cout << x << " " << cref(x).get() << "\n";
  { unique_ptr<D> p(new D(1)); unique_ptr<D> q = move(p); cout << (p == nullptr) << q->id << " "; q.reset(new D(2)); D* r = q.release(); delete r; cout << "\n"; }
  { auto del = [](D* p) { cout << "custom "; delete p; }; unique_ptr<D, decltype(del)> p(new D(3), del); } cout << "\n";
  { unique_ptr<int[]> arr(new int[3]{1, 2, 3}); cout << arr[2] << " "; auto mu = make_unique<int[]>(4); cout << mu[3] << "\n"; }
  { shared_ptr<D> s = make_shared<D>(4); cout << s.use_count() << " "; { auto s2 = s; cout << s.use_count() << " "; } weak_ptr<D> w = s; cout << w.use_count() << w.expired() << " ";
    if (auto l = w.lock()) cout << "locked" << l->id << s.use_count() << " "; s.reset(); cout << w.expired() << (w.lock() == nullptr) << "\n"; }
  { shared_ptr<int> a(new int(5), [](int* p) { cout << "del" << *p << " "; delete p; }); shared_ptr<int> b2 = a; a.reset(); cout << b2.use_count() << "\n"; }
  { shared_ptr<D> e; cout << (bool)e << e.use_count() << (e.get() == nullptr) << "\n"; }
  { struct B { virtual ~B() {} virtual int f() { return 1; } }; struct C : B { int f() override { return 2; } }; shared_ptr<B> sb = make_shared<C>(); auto sc = dynamic_pointer_cast<C>(sb); cout << sc->f() << sb.use_count() << static_pointer_cast<C>(sb)->f() << "\n"; }
  optional<int> op; cout << op.has_value() << op.value_or(7) << " "; op = 3; cout << *op << op.value() << (bool)op << " "; op.reset(); cout << (op == nullopt) << " ";
  try { op.value(); } catch (bad_optional_access& e) { cout << e.what() << "\n"; }
  optional<string> os = string("hi"); cout << os->size() << *os << " " << (os == string("hi")) << (optional<int>(3) < optional<int>(4)) << (optional<int>() < optional<int>(1)) << "\n";
  auto mo = make_optional(2.5); cout << *mo << " "; optional<int> em2 = {}; cout << em2.has_value() << "\n";
  variant<int, string, double> v = 5; cout << v.index() << std::get<int>(v) << " "; v = "str"; cout << v.index() << std::get<string>(v) << " " << holds_alternative<string>(v) << " ";
  try { std::get<double>(v); } catch (bad_variant_access& e) { cout << e.what() << " "; }
  visit([](auto&& a) { cout << "visit:" << a << " "; }, v); v = 2.5; cout << get<2>(v) << " " << (get_if<int>(&v) == nullptr) << " " << variant_size_v<decltype(v)> << "\n";
  variant<monostate, int> vm; cout << vm.index() << "\n";
  any a = 1; cout << a.type().name() << any_cast<int>(a) << a.has_value() << " "; a = string("s"); cout << any_cast<string>(a) << " ";
  try { any_cast<int>(a); } catch (bad_any_cast& e) { cout << e.what() << " "; } a.reset(); cout << a.has_value() << (any_cast<int>(&a) == nullptr) << "\n";
  auto t = make_tuple(1, string("two"), 3.0); cout << get<0>(t) << get<1>(t) << get<2>(t) << std::get<string>(t) << tuple_size<decltype(t)>::value << " ";
  int i1; string s1; tie(i1, s1, ignore) = t; cout << i1 << s1 << " "; auto [p, q, r] = t; cout << p << q << r << " ";
  auto tc = tuple_cat(t, make_tuple('c')); cout << get<3>(tc) << " " << (make_tuple(1, 2) < make_tuple(1, 3)) << (make_tuple(1, 2) == make_tuple(1, 2)) << " ";
  tuple<int, int> tt{4, 5}; swap(get<0>(tt), get<1>(tt)); cout << get<0>(tt) << get<1>(tt) << " " << apply(add, tt) << " "; cout << "\n";
  pair<int, string> pr = {1, "a"}; auto [pa, pb] = pr; cout << pa << pb << " " << get<0>(pr) << get<string>(pr) << "\n";
}

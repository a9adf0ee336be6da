// The type traits that ask the compiler about a class (C++17 [meta.unary.cat],
// [meta.unary.prop], [meta.rel], [meta.trans]): is_class, is_enum, is_empty, is_polymorphic,
// is_abstract, is_trivially_copyable, is_standard_layout, is_base_of, is_convertible,
// underlying_type and friends, in static_assert, if constexpr and SFINAE, host and device.
// reference: g++
#include <cstdio>
#include <type_traits>
#include <cstdint>
#include <string>

struct Pod { int a; float b; };
struct WithCtor { WithCtor() : x(1) {} int x; };
struct WithInit { int x = 3; };
struct Empty {};
struct Derived : Empty { int v; };
struct Base { virtual ~Base() {} virtual int f() const = 0; };
struct Impl : Base { int f() const override { return 1; } };
struct StillAbstract : Base { int g() const { return 2; } };
struct Copier { Copier(const Copier &) {} Copier() {} };
struct Mixed { public: int a; private: int b; public: int get() const { return b; } };
struct DataTwice : Pod { int c; };
union U { int i; float f; };
enum Plain { P0, P1 };
enum Neg { N0 = -1 };
enum class Scoped : std::uint16_t { S0 };
enum class Default { D0 };
struct FromInt { FromInt(int) {} };
struct Explicit { explicit Explicit(int) {} };
struct ToInt { operator int() const { return 4; } };

template <class T>
__host__ __device__ const char *kind()
{
    if constexpr (std::is_enum_v<T>) return "enum";
    else if constexpr (std::is_union<T>::value) return "union";
    else if constexpr (std::is_class_v<T>) return std::is_polymorphic<T>::value ? "polymorphic class" : "class";
    else if constexpr (std::is_pointer_v<T>) return "pointer";
    else return "other";
}

template <class T, std::enable_if_t<std::is_trivially_copyable<T>::value, int> = 0>
const char *copy_how(const T &) { return "memcpy"; }
template <class T, std::enable_if_t<!std::is_trivially_copyable<T>::value, int> = 0>
const char *copy_how(const T &) { return "element by element"; }

static_assert(std::is_trivially_copyable<Pod>::value, "a plain struct is trivially copyable");
static_assert(!std::is_trivially_copyable<std::string>::value, "a string is not");
static_assert(std::is_base_of<Base, Impl>::value && !std::is_base_of<Impl, Base>::value, "bases");


__host__ __device__ void show(const char *where)
{
    printf("%s:\n", where);
    printf(" class %d%d%d%d%d union %d enum %d%d%d\n", (int)(std::is_class<Pod>::value),
           (int)(std::is_class<U>::value), (int)(std::is_class<int>::value), (int)(std::is_class<Plain>::value),
           (int)(std::is_class<Empty>::value), (int)(std::is_union<U>::value), (int)(std::is_enum<Plain>::value),
           (int)(std::is_enum<Scoped>::value), (int)(std::is_enum<int>::value));
    printf(" empty %d%d%d%d polymorphic %d%d%d abstract %d%d%d\n", (int)(std::is_empty<Empty>::value),
           (int)(std::is_empty<Derived>::value), (int)(std::is_empty<Pod>::value), (int)(std::is_empty<Base>::value),
           (int)(std::is_polymorphic<Base>::value), (int)(std::is_polymorphic<Impl>::value),
           (int)(std::is_polymorphic<Pod>::value), (int)(std::is_abstract<Base>::value),
           (int)(std::is_abstract<Impl>::value), (int)(std::is_abstract<StillAbstract>::value));
    printf(" trivially copyable %d%d%d%d%d%d destructible %d%d%d\n", (int)(std::is_trivially_copyable<Pod>::value),
           (int)(std::is_trivially_copyable<WithCtor>::value), (int)(std::is_trivially_copyable<Copier>::value),
           (int)(std::is_trivially_copyable<Impl>::value), (int)(std::is_trivially_copyable<int[4]>::value),
           (int)(std::is_trivially_copyable<Pod *>::value), (int)(std::is_trivially_destructible<Pod>::value),
           (int)(std::is_trivially_destructible<Base>::value), (int)(std::is_trivially_destructible<int>::value));
    printf(" trivial %d%d%d%d standard layout %d%d%d%d%d pod %d%d%d\n", (int)(std::is_trivial<Pod>::value),
           (int)(std::is_trivial<WithCtor>::value), (int)(std::is_trivial<WithInit>::value),
           (int)(std::is_trivial<Empty>::value), (int)(std::is_standard_layout<Pod>::value),
           (int)(std::is_standard_layout<Mixed>::value), (int)(std::is_standard_layout<Derived>::value),
           (int)(std::is_standard_layout<DataTwice>::value), (int)(std::is_standard_layout<Impl>::value),
           (int)(std::is_pod<Pod>::value), (int)(std::is_pod<WithInit>::value), (int)(std::is_pod<Mixed>::value));
    printf(" aggregate %d%d%d%d virtual dtor %d%d\n", (int)(std::is_aggregate<Pod>::value),
           (int)(std::is_aggregate<WithCtor>::value), (int)(std::is_aggregate<Mixed>::value),
           (int)(std::is_aggregate<int[3]>::value), (int)(std::has_virtual_destructor<Impl>::value),
           (int)(std::has_virtual_destructor<Pod>::value));
    printf(" base of %d%d%d%d%d\n", (int)(std::is_base_of<Empty, Derived>::value),
           (int)(std::is_base_of<Pod, Pod>::value), (int)(std::is_base_of<Pod, DataTwice>::value),
           (int)(std::is_base_of<int, int>::value), (int)(std::is_base_of_v<Base, StillAbstract>));
    printf(" convertible %d%d%d%d%d%d%d%d\n", (int)(std::is_convertible<int, FromInt>::value),
           (int)(std::is_convertible<int, Explicit>::value), (int)(std::is_convertible<ToInt, int>::value),
           (int)(std::is_convertible<Impl *, Base *>::value), (int)(std::is_convertible<Base *, Impl *>::value),
           (int)(std::is_convertible<double, int>::value), (int)(std::is_convertible<Scoped, int>::value),
           (int)(std::is_convertible<Plain, int>::value));
    printf(" underlying %d %d %d %d %d\n", (int)sizeof(std::underlying_type_t<Scoped>),
           (int)(std::is_same<std::underlying_type_t<Plain>, unsigned>::value),
           (int)(std::is_same<std::underlying_type_t<Neg>, int>::value),
           (int)(std::is_same<std::underlying_type_t<Default>, int>::value),
           (int)(std::is_unsigned<std::underlying_type<Scoped>::type>::value));
    printf(" scalar %d%d%d%d object %d%d rank %d extent %d %d\n", (int)(std::is_scalar<int *>::value),
           (int)(std::is_scalar<Plain>::value), (int)(std::is_scalar<Pod>::value),
           (int)(std::is_scalar<decltype(nullptr)>::value), (int)(std::is_object<Pod>::value),
           (int)(std::is_object<int &>::value), (int)std::rank<int[2][3]>::value,
           (int)std::extent<int[2][3], 1>::value, (int)std::extent<int[7]>::value);
    printf(" signed %d %d  logic %d%d%d\n", (int)(std::is_same<std::make_unsigned_t<int>, unsigned>::value),
           (int)(std::is_same<std::make_signed_t<unsigned long>, long>::value),
           (int)(std::conjunction<std::is_class<Pod>, std::is_empty<Empty>>::value),
           (int)(std::disjunction<std::is_enum<Pod>, std::is_union<Pod>>::value),
           (int)(std::negation<std::is_enum<Pod>>::value));
    printf(" kinds: %s, %s, %s, %s, %s\n", kind<Plain>(), kind<U>(), kind<Pod>(), kind<Impl>(), kind<int *>());
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    printf("copy: %s, %s\n", copy_how(Pod{}), copy_how(std::string("x")));
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}

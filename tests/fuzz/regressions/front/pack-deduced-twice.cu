#include <cstdio>
namespace std {
template <class... Ts> struct tuple;
template <> struct tuple<> {
    tuple() {}
};
template <class T, class... Ts> struct tuple<T, Ts...> {
    T __head;
    tuple<Ts...> __tail;
    tuple() : __head(), __tail() {}
    tuple(const T &h, const Ts &... t) : __head(h), __tail(t...) {}
};
template <unsigned I, class Tup> struct __tuple_at;
template <class T, class... Ts> struct __tuple_at<0, tuple<T, Ts...>> {
    typedef T type;
    static T &get(tuple<T, Ts...> &t) { return t.__head; }
};
template <unsigned I, class T, class... Ts> struct __tuple_at<I, tuple<T, Ts...>> {
    typedef typename __tuple_at<I - 1, tuple<Ts...>>::type type;
    static type &get(tuple<T, Ts...> &t) { return __tuple_at<I - 1, tuple<Ts...>>::get(t.__tail); }
};
template <unsigned I, class... Ts> typename __tuple_at<I, tuple<Ts...>>::type &get(tuple<Ts...> &t)
{
    return __tuple_at<I, tuple<Ts...>>::get(t);
}
template <class... Ts> tuple<Ts...> make_tuple(Ts... ts) { return tuple<Ts...>(ts...); }
template <class Tup> struct tuple_size;
template <class... Ts> struct tuple_size<tuple<Ts...>> { static const unsigned value = sizeof...(Ts); };
}
int main()
{
    std::tuple<int, double, const char *> t(1, 2.5, "three");
    auto u = std::make_tuple(7, 'x');
    std::get<0>(t) += 10;
    printf("%d %.1f %s | %d %c | %u\n", std::get<0>(t), std::get<1>(t), std::get<2>(t), std::get<0>(u), std::get<1>(u),
           std::tuple_size<decltype(t)>::value);
}

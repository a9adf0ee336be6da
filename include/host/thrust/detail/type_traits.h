/* <thrust/detail/type_traits.h>: Thrust's type traits (thrust::detail::is_same, enable_if,
 * is_integral, true_type, ...) are the standard's <type_traits> (namespaces are one in
 * cudarepl: docs/cxx.md), with Thrust's largest_available_float (double). */
#ifndef __CR_THRUST_DETAIL_TYPE_TRAITS
#define __CR_THRUST_DETAIL_TYPE_TRAITS
#include "../__cr_thrust"
#ifdef __cplusplus
#include <type_traits>
namespace thrust {
namespace detail {
struct largest_available_float { typedef double type; };
} // namespace detail
} // namespace thrust
#endif
#endif

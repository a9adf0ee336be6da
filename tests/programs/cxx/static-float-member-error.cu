// A static const data member of a floating type cannot be initialised in its class: C++ wants
// it constexpr (or inline), as the CUDA C++ Programming Guide's example in §5.3.10.4.2
// (Const-Qualified Variables) marks ERROR; the message is g++ 12's
// (LC_ALL=C g++ -fsyntax-only static-float-member-error.cu).
struct MyStruct {
    static const int ConstVar = 20;                          // CORRECT
    static const float ConstFloatVar = 5.0f;                 // ERROR
    static inline constexpr float ConstexprFloatVar = 5.0f;  // CORRECT
    static constexpr double Half = 1;                        // CORRECT (an integer made double)
};

int main() { return 0; }

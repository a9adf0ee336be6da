// g++ refuses a parameter whose array bound names another parameter (C99 takes it)
void fill(int n, int m, int a[][m]);
long sum(int n, int m, int (*rows)[m]);

int main()
{
    return 0;
}

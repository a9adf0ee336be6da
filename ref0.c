double ref_tgamma(double x){return x;} double ref_lgamma(double x){return x;}

/* CPU check of the sm_80 fp8 emulation (lib/Conversion/TileSIMTToNVVM/FloatLowering.cpp),
   transcribed op for op, against a table search with the cuda_tile spec 5.1.3 rules, over every
   non-NaN f32 (NaN is settled by a select before the emulation) and every e4m3 byte.
   gcc -O2 emu_check.c -lm && ./a.out   (about 6 minutes on one core) */
#ifndef DECODE_ONLY
#define DECODE_ONLY 0
#endif
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
static float fb(uint32_t u){float f;memcpy(&f,&u,4);return f;}
static uint32_t bf(float f){uint32_t u;memcpy(&u,&f,4);return u;}
/* the IR of FloatLowering.cpp emulateToF8, op for op */
static uint8_t emu(float x,int bias,int m){int drop=23-m;uint32_t i=bf(x),sign=(i>>24)&0x80,u=i&0x7fffffff;
 uint32_t lsb=(u>>drop)&1; uint32_t norm=(u+(uint32_t)((1<<(drop-1))-1-((127-bias)<<23))+lsb)>>drop;
 uint32_t magic=(uint32_t)(127+24-bias-m)<<23; float s=fb(u)+fb(magic); uint32_t sub=bf(s)-magic;
 uint32_t r=(u<((uint32_t)(127-bias+1)<<23))?sub:norm; return (uint8_t)(r|sign);}
static double val(int c,int bias,int m){int e=(c>>m)&((1<<(7-m))-1),f=c&((1<<m)-1);double v=e?ldexp(1.0+f/(double)(1<<m),e-bias):ldexp(f/(double)(1<<m),1-bias);return (c&0x80)?-v:v;}
/* spec reference: clamp, nearest, ties to even code, by search over codes */
static double tab[2][128];
static uint8_t ref(float x,int k,int bias,int m,double mx){double v=x; if(v>mx)v=mx; if(v<-mx)v=-mx; double a=fabs(v);
 int lo=0,hi=(k==0?126:123); /* largest finite positive code */
 while(lo<hi){int mid=(lo+hi+1)/2; if(tab[k][mid]<=a)lo=mid;else hi=mid-1;}
 int c=lo; if(c<(k==0?126:123)){double d0=a-tab[k][c],d1=tab[k][c+1]-a; if(d1<d0||(d1==d0&&(c&1)))c++;}
 return (uint8_t)(c|(signbit(v)?0x80:0));}
/* IR of emulateFromF8 (e4m3) */
static float dec4(uint8_t c){uint32_t w=c,sign=(w&0x80)<<24,mag=w&0x7f,norm=(mag<<20)+(120u<<23);float sf=(float)mag*0x1p-9f;uint32_t r=mag<8?bf(sf):norm; if(mag==0x7f)r=0x7fc00000; return fb(r|sign);}
int main(){for(int c=0;c<128;c++){tab[0][c]=val(c,7,3);tab[1][c]=val(c,15,2);}
 long bad[2]={0,0}; int bias[2]={7,15},mm[2]={3,2}; double mx[2]={448,57344};
 for(uint64_t b=0;b<(DECODE_ONLY?0:(1ull<<32));b++){float x=fb((uint32_t)b); if(isnan(x))continue;
  for(int k=0;k<2;k++){float cx=x; if(cx>mx[k])cx=mx[k]; if(cx<-mx[k])cx=-mx[k];
   uint8_t g=emu(cx,bias[k],mm[k]),r=ref(x,k,bias[k],mm[k],mx[k]); if(g!=r){if(bad[k]<5)printf("k=%d x=%08x got %02x want %02x\n",k,(unsigned)b,g,r);bad[k]++;}}}
 long dbad=0; for(int c=0;c<256;c++){if((c&0x7f)==0x7f){if(!isnan(dec4(c)))dbad++;continue;} if(dec4(c)!=(float)val(c,7,3)||!!signbit(dec4(c))!=!!(c&0x80))dbad++;}
 printf("e4m3 mismatches %ld, e5m2 mismatches %ld (all non-NaN f32), e4m3 decode mismatches %ld\n",bad[0],bad[1],dbad);return bad[0]||bad[1]||dbad;}

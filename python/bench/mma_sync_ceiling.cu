// The ceiling of the mma.sync path on this GPU: warp-level tensor-core
// instructions with their operands in registers only (no loads, no shared
// memory), enough independent accumulators per warp to cover the
// instruction's latency, every SM busy. Also: what ptxas makes of fp8
// mma.sync and how many bits of the running sum each instruction keeps (the
// question behind mmaf's fast_acc). On sm_90 ptxas emulates e4m3 mma.sync
// (HMMA.16816 from zero, then FADD) and hoists the loop-invariant product out
// of peak<E4M3*>: those rows time FADDs, not tensor cores.
//
//   nvcc -O3 -arch=sm_90 -o mma_sync_ceiling mma_sync_ceiling.cu
//   ./mma_sync_ceiling      one JSON object per line on stdout
//
// Driven by python/bench/mma_sync_ceiling.py, which adds cuBLAS and TileIR's
// own mma.sync GEMM from the same run.
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(x)                                                              \
  do {                                                                        \
    cudaError_t err_ = (x);                                                   \
    if (err_ != cudaSuccess) {                                                \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x,             \
              cudaGetErrorString(err_));                                      \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

enum Kind { F16 = 0, BF16 = 1, E4M3 = 2, E4M3_PROMOTED = 3 };
static const char *kKindName[] = {"f16", "bf16", "e4m3", "e4m3_promoted"};
// K of one instruction: m16n8k16 for 16-bit operands, m16n8k32 for fp8.
static const int kKindK[] = {16, 16, 32, 32};

// d = a * b + c (c read from d), one m16n8kK instruction per call.
template <int KIND>
__device__ __forceinline__ void mma(float (&d)[4], const uint32_t (&a)[4],
                                    const uint32_t (&b)[2]) {
  if constexpr (KIND == F16)
    asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
        "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  else if constexpr (KIND == BF16)
    asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
        "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  else if constexpr (KIND == E4M3)
    asm("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 "
        "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  else { // the sum of this instruction alone, added to d in f32
    float s[4];
    asm("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 "
        "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%10,%10,%10};"
        : "=f"(s[0]), "=f"(s[1]), "=f"(s[2]), "=f"(s[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]),
          "f"(0.0f));
    for (int i = 0; i < 4; ++i)
      d[i] += s[i];
  }
}

// Every warp: NACC independent accumulator tiles, `iters` rounds of one
// instruction into each. Operands come from memory once (nothing constant
// to fold); the accumulators' sum is written so no instruction is dead.
template <int KIND, int NACC>
__global__ void peak(const uint32_t *__restrict__ in, float *__restrict__ out,
                     int iters) {
  int lane = threadIdx.x & 31;
  uint32_t a[4], b[2];
  for (int i = 0; i < 4; ++i)
    a[i] = in[(lane * 6 + i) & 255];
  for (int i = 0; i < 2; ++i)
    b[i] = in[(lane * 6 + 4 + i) & 255];
  // Distinct starting sums: chains that start equal and see the same
  // operands would compute the same values, and ptxas may merge them.
  float seed = __uint_as_float(0x3C000000u | (in[lane] & 0xFFFFu));
  float acc[NACC][4];
  for (int j = 0; j < NACC; ++j)
    for (int r = 0; r < 4; ++r)
      acc[j][r] = seed * (float)(4 * j + r + 1);
  for (int it = 0; it < iters; ++it) {
#pragma unroll
    for (int j = 0; j < NACC; ++j)
      mma<KIND>(acc[j], a, b);
  }
  float s = 0.0f;
  for (int j = 0; j < NACC; ++j)
    for (int r = 0; r < 4; ++r)
      s += acc[j][r];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

// One warp, one instruction: lane 0's first A element (row 0, k 0) and first
// B element (k 0, column 0) are `a0`, `b0` (raw bits), every other element
// zero, C[0][0] = `c`. Returns D[0][0].
template <int KIND>
__global__ void single(uint32_t a0, uint32_t b0, float c, float *out) {
  int lane = threadIdx.x & 31;
  uint32_t a[4] = {lane == 0 ? a0 : 0u, 0u, 0u, 0u};
  uint32_t b[2] = {lane == 0 ? b0 : 0u, 0u};
  float d[4] = {lane == 0 ? c : 0.0f, 0.0f, 0.0f, 0.0f};
  mma<KIND>(d, a, b);
  if (lane == 0)
    *out = d[0];
}

struct Config {
  int kind, nacc, threads;
  void (*fn)(const uint32_t *, float *, int);
};

template <int KIND, int NACC> Config cfg(int threads) {
  return {KIND, NACC, threads, peak<KIND, NACC>};
}

int main() {
  int dev = 0, sms = 0, clock = 0;
  CHECK(cudaSetDevice(dev));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  CHECK(cudaDeviceGetAttribute(&clock, cudaDevAttrClockRate, dev));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, dev));
  printf("{\"device\": \"%s\", \"sms\": %d, \"clock_khz\": %d}\n", prop.name,
         sms, clock);

  // Operand bits: small finite values in every format (f16/bf16 halves
  // around 2^-4..2^-1, e4m3 bytes of magnitude <= 1), so the sums stay
  // finite over every run.
  std::vector<uint32_t> host(256);
  uint32_t x = 12345;
  for (auto &v : host) {
    x = x * 1664525u + 1013904223u;
    uint32_t lo16 = 0x2C00u | ((x >> 8) & 0x03FFu);  // f16 2^-4..2^-3
    uint32_t e8 = 0x20u | ((x >> 3) & 0x17u);         // e4m3 <= 1
    v = (x & 1u) ? (lo16 | (lo16 << 16)) : (e8 * 0x01010101u);
  }
  uint32_t *in = nullptr;
  float *out = nullptr;
  CHECK(cudaMalloc(&in, host.size() * sizeof(uint32_t)));
  CHECK(cudaMemcpy(in, host.data(), host.size() * sizeof(uint32_t),
                   cudaMemcpyHostToDevice));

  std::vector<Config> configs = {
      cfg<F16, 4>(128),  cfg<F16, 8>(128),  cfg<F16, 16>(128),
      cfg<F16, 8>(256),  cfg<F16, 16>(256), cfg<F16, 8>(512),
      cfg<BF16, 4>(128), cfg<BF16, 8>(128), cfg<BF16, 16>(128),
      cfg<BF16, 8>(256), cfg<BF16, 16>(256), cfg<BF16, 8>(512),
      cfg<E4M3, 8>(128), cfg<E4M3, 16>(128), cfg<E4M3, 8>(256),
      cfg<E4M3_PROMOTED, 8>(128), cfg<E4M3_PROMOTED, 16>(128),
      cfg<E4M3_PROMOTED, 8>(256),
  };
  const int iters = 4096;
  size_t maxThreads = 0;
  for (const Config &c : configs) {
    int blocks = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
        &blocks, reinterpret_cast<const void *>(c.fn), c.threads, 0));
    maxThreads = std::max(maxThreads, (size_t)blocks * sms * c.threads);
  }
  CHECK(cudaMalloc(&out, maxThreads * sizeof(float)));
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  std::vector<float> check(maxThreads);

  for (const Config &c : configs) {
    int perSM = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
        &perSM, reinterpret_cast<const void *>(c.fn), c.threads, 0));
    int grid = perSM * sms;
    size_t threads = (size_t)grid * c.threads;
    // Poison: every thread must write its sum.
    CHECK(cudaMemset(out, 0xFF, threads * sizeof(float)));
    c.fn<<<grid, c.threads>>>(in, out, 16); // warm-up
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    float best = 1e30f;
    for (int rep = 0; rep < 5; ++rep) {
      CHECK(cudaEventRecord(start));
      c.fn<<<grid, c.threads>>>(in, out, iters);
      CHECK(cudaEventRecord(stop));
      CHECK(cudaEventSynchronize(stop));
      CHECK(cudaGetLastError());
      float ms = 0;
      CHECK(cudaEventElapsedTime(&ms, start, stop));
      best = std::min(best, ms);
    }
    CHECK(cudaMemcpy(check.data(), out, threads * sizeof(float),
                     cudaMemcpyDeviceToHost));
    size_t bad = 0;
    for (size_t i = 0; i < threads; ++i) {
      uint32_t bits;
      memcpy(&bits, &check[i], 4);
      if (bits == 0xFFFFFFFFu || !(check[i] == check[i]) ||
          check[i] == INFINITY || check[i] == -INFINITY)
        ++bad;
    }
    double flops = 2.0 * 16 * 8 * kKindK[c.kind] * (double)c.nacc * iters *
                   (threads / 32);
    printf("{\"kind\": \"%s\", \"acc_per_warp\": %d, \"threads\": %d, "
           "\"blocks_per_sm\": %d, \"ms\": %.4f, \"tflops\": %.1f, "
           "\"bad_outputs\": %zu}\n",
           kKindName[c.kind], c.nacc, c.threads, perSM, best,
           flops / best / 1e9, bad);
  }

  // Bits of the running sum one instruction keeps: C = p * 2^bits, one
  // product p; exact in f32 (24-bit significand) up to bits = 23.
  struct Probe {
    int kind;
    uint32_t a0, b0;
    int log2p;
    void (*fn)(uint32_t, uint32_t, float, float *);
  } probes[] = {
      {F16, 0x0C00u, 0x0C00u, -24, single<F16>},       // 2^-12 * 2^-12
      {BF16, 0x3980u, 0x3980u, -24, single<BF16>},     // 2^-12 * 2^-12
      {E4M3, 0x08u, 0x08u, -12, single<E4M3>},         // 2^-6 * 2^-6
      {E4M3_PROMOTED, 0x08u, 0x08u, -12, single<E4M3_PROMOTED>},
  };
  for (const Probe &p : probes) {
    int kept = -1;
    for (int bits = 0; bits <= 23; ++bits) {
      float c = ldexpf(1.0f, p.log2p + bits);
      float want = c + ldexpf(1.0f, p.log2p);
      CHECK(cudaMemset(out, 0xFF, sizeof(float)));
      p.fn<<<1, 32>>>(p.a0, p.b0, c, out);
      CHECK(cudaGetLastError());
      float got;
      CHECK(cudaMemcpy(&got, out, sizeof(float), cudaMemcpyDeviceToHost));
      if (got != want)
        break;
      kept = bits;
    }
    printf("{\"probe\": \"%s\", \"exact_up_to_bits\": %d}\n",
           kKindName[p.kind], kept);
  }
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  return 0;
}

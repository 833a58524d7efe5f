// CUTLASS (4.2, the headers of the nvidia-cutlass wheel) as a peer for the
// fused GEMM + bias + GELU epilogue (issue 4, docs/benchmarks.md run 161):
// does a ping-pong schedule hide a bias + GELU(erf) epilogue that a
// cooperative one exposes? Four kernels, f16 in and out, f32 accumulation,
// A row-major M x K, B row-major K x N (as examples/gemm.mlir):
//   0 cooperative 256x128x64, cluster 1x2, plain (alpha * acc)
//   1 cooperative 256x128x64, cluster 1x2, bias + GELU (erff)
//   2 ping-pong 128x128x64 (per consumer warpgroup), cluster 1x2, plain
//   3 ping-pong 128x128x64, cluster 1x2, bias + GELU (erff)
// Usage: cutlass_gelu KERNEL M N K REPS: the time per launch over REPS
// launches (after three warm-up launches when REPS > 1); for 1 and 3 also
// the largest difference from GELU(plain + bias) computed on the device.
// Build and run: bench/cutlass/build.sh, bench/cutlass/run.sh.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include "cutlass/cutlass.h"
#include "cute/tensor.hpp"
#include "cutlass/gemm/device/gemm_universal_adapter.h"
#include "cutlass/gemm/kernel/gemm_universal.hpp"
#include "cutlass/gemm/collective/collective_builder.hpp"
#include "cutlass/epilogue/collective/collective_builder.hpp"
#include "cutlass/epilogue/fusion/operations.hpp"
#include "cutlass/epilogue/thread/activation.h"
#include "cutlass/util/packed_stride.hpp"

using namespace cute;
using T = cutlass::half_t;

template <class TileShape, class ClusterShape, class KernelSchedule,
          class EpilogueSchedule, bool Fused>
struct Config {
  using LayoutA = cutlass::layout::RowMajor;
  using LayoutB = cutlass::layout::RowMajor;
  using LayoutD = cutlass::layout::RowMajor;
  using Plain = cutlass::epilogue::fusion::LinearCombination<T, float, void, float>;
  using Gelu = cutlass::epilogue::fusion::LinCombPerColBiasEltAct<
      cutlass::epilogue::thread::GELU, T, float, T, void, float>;
  using Fusion = std::conditional_t<Fused, Gelu, Plain>;
  using Epilogue = typename cutlass::epilogue::collective::CollectiveBuilder<
      cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, TileShape, ClusterShape,
      cutlass::epilogue::collective::EpilogueTileAuto, float, float,
      void, LayoutD, 8, T, LayoutD, 8, EpilogueSchedule, Fusion>::CollectiveOp;
  using Mainloop = typename cutlass::gemm::collective::CollectiveBuilder<
      cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, T, LayoutA, 8, T, LayoutB, 8,
      float, TileShape, ClusterShape,
      cutlass::gemm::collective::StageCountAutoCarveout<
          static_cast<int>(sizeof(typename Epilogue::SharedStorage))>,
      KernelSchedule>::CollectiveOp;
  using Kernel = cutlass::gemm::kernel::GemmUniversal<Shape<int, int, int, int>,
                                                      Mainloop, Epilogue>;
  using Gemm = cutlass::gemm::device::GemmUniversalAdapter<Kernel>;
};

using Coop = cutlass::gemm::KernelTmaWarpSpecializedCooperative;
using CoopEpi = cutlass::epilogue::TmaWarpSpecializedCooperative;
using Ping = cutlass::gemm::KernelTmaWarpSpecializedPingpong;
using PingEpi = cutlass::epilogue::TmaWarpSpecialized;
using C0 = Config<Shape<_256, _128, _64>, Shape<_1, _2, _1>, Coop, CoopEpi, false>;
using C1 = Config<Shape<_256, _128, _64>, Shape<_1, _2, _1>, Coop, CoopEpi, true>;
using C2 = Config<Shape<_128, _128, _64>, Shape<_1, _2, _1>, Ping, PingEpi, false>;
using C3 = Config<Shape<_128, _128, _64>, Shape<_1, _2, _1>, Ping, PingEpi, true>;

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, __LINE__); exit(1);} } while (0)

template <class C>
float run(int M, int N, int K, T *A, T *B, T *bias, T *D, int reps) {
  using Gemm = typename C::Gemm;
  using Kernel = typename Gemm::GemmKernel;
  auto sA = cutlass::make_cute_packed_stride(typename Kernel::StrideA{}, {M, K, 1});
  auto sB = cutlass::make_cute_packed_stride(typename Kernel::StrideB{}, {N, K, 1});
  auto sD = cutlass::make_cute_packed_stride(typename Kernel::StrideD{}, {M, N, 1});
  typename Gemm::Arguments args{cutlass::gemm::GemmUniversalMode::kGemm,
                                {M, N, K, 1},
                                {A, sA, B, sB},
                                {{}, nullptr, sD, D, sD}};
  args.epilogue.thread.alpha = 1.0f;
  args.epilogue.thread.beta = 0.0f;
  if constexpr (!std::is_same_v<typename C::Fusion, typename C::Plain>)
    args.epilogue.thread.bias_ptr = bias;
  Gemm gemm;
  size_t ws = Gemm::get_workspace_size(args);
  void *w = nullptr;
  if (ws) CHECK(cudaMalloc(&w, ws));
  if (gemm.can_implement(args) != cutlass::Status::kSuccess) { printf("cannot implement\n"); exit(1); }
  if (gemm.initialize(args, w) != cutlass::Status::kSuccess) { printf("init failed\n"); exit(1); }
  for (int i = 0; i < 3 && reps > 1; ++i) gemm.run();
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0); cudaEventCreate(&e1);
  cudaEventRecord(e0);
  for (int i = 0; i < reps; ++i)
    if (gemm.run() != cutlass::Status::kSuccess) { printf("run failed\n"); exit(1); }
  cudaEventRecord(e1);
  CHECK(cudaEventSynchronize(e1));
  float ms; cudaEventElapsedTime(&ms, e0, e1);
  if (w) cudaFree(w);
  return ms / reps;
}

__global__ void fill(T *p, size_t n, unsigned seed, float scale) {
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    unsigned h = (unsigned)i * 2654435761u ^ seed; h ^= h >> 13; h *= 0x5bd1e995u; h ^= h >> 15;
    p[i] = T(((h & 0xffff) / 32768.0f - 1.0f) * scale);
  }
}
// max |fused - gelu(plain + bias)| and max |reference|
__global__ void compare(const T *fused, const T *plain, const T *bias, size_t M, size_t N,
                        float *out) {
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < M * N; i += gridDim.x * blockDim.x) {
    float x = float(plain[i]) + float(bias[i % N]);
    float g = 0.5f * x * (1.0f + erff(x * 0.70710678f));
    atomicMax((int *)&out[0], __float_as_int(fabsf(float(fused[i]) - g)));
    atomicMax((int *)&out[1], __float_as_int(fabsf(g)));
  }
}

int main(int argc, char **argv) {
  if (argc < 6) { printf("usage: %s KERNEL M N K REPS\n", argv[0]); return 2; }
  int which = atoi(argv[1]), M = atoi(argv[2]), N = atoi(argv[3]), K = atoi(argv[4]),
      reps = atoi(argv[5]);
  T *A, *B, *bias, *D, *D2;
  CHECK(cudaMalloc(&A, sizeof(T) * M * K)); CHECK(cudaMalloc(&B, sizeof(T) * K * N));
  CHECK(cudaMalloc(&bias, sizeof(T) * N)); CHECK(cudaMalloc(&D, sizeof(T) * M * N));
  CHECK(cudaMalloc(&D2, sizeof(T) * M * N));
  fill<<<1024, 256>>>(A, (size_t)M * K, 1, 1.0f / 16);
  fill<<<1024, 256>>>(B, (size_t)K * N, 2, 1.0f / 16);
  fill<<<64, 256>>>(bias, N, 3, 1.0f);
  CHECK(cudaDeviceSynchronize());
  float ms = 0;
  switch (which) {
  case 0: ms = run<C0>(M, N, K, A, B, bias, D, reps); break;
  case 1: ms = run<C1>(M, N, K, A, B, bias, D, reps); break;
  case 2: ms = run<C2>(M, N, K, A, B, bias, D, reps); break;
  case 3: ms = run<C3>(M, N, K, A, B, bias, D, reps); break;
  default: printf("kernel 0-3\n"); return 2;
  }
  double tflops = 2.0 * M * N * K / (ms * 1e-3) / 1e12;
  printf("kernel %d %dx%dx%d: %.4f ms %.1f TFLOP/s", which, M, N, K, ms, tflops);
  if (which == 1 || which == 3) {
    // Check against the plain kernel of the same schedule.
    if (which == 1) run<C0>(M, N, K, A, B, bias, D2, 1); else run<C2>(M, N, K, A, B, bias, D2, 1);
    float *o; CHECK(cudaMalloc(&o, 8)); CHECK(cudaMemset(o, 0, 8));
    compare<<<1024, 256>>>(D, D2, bias, M, N, o);
    float h[2]; CHECK(cudaMemcpy(h, o, 8, cudaMemcpyDeviceToHost));
    printf("  max|fused - gelu(plain+bias)| = %.3g (max |ref| %.3g)", h[0], h[1]);
  }
  printf("\n");
  return 0;
}

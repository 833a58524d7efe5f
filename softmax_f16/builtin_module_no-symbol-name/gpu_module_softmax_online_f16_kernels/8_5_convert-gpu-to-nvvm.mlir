// -----// IR Dump After ConvertGpuOpsToNVVMOps (convert-gpu-to-nvvm) ('gpu.module' operation: @softmax_online_f16_kernels) //----- //
module attributes {gpu.container_module} {
  func.func @softmax_f16(%arg0: memref<8192x8192xf16> {tile.name = "X"}, %arg1: memref<8192x8192xf16> {tile.name = "Y"}) attributes {tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
    %c8192 = arith.constant 8192 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c256_i32 = arith.constant 256 : i32
    gpu.launch_func  @softmax_f16_kernels::@softmax_f16 blocks in (%c8192, %c1, %c1) threads in (%c1024, %c1, %c1)  dynamic_shared_memory_size %c256_i32 args(%arg0 : memref<8192x8192xf16>, %arg1 : memref<8192x8192xf16>)
    return
  }
  func.func @softmax_bf16(%arg0: memref<8192x8192xbf16> {tile.name = "X"}, %arg1: memref<8192x8192xbf16> {tile.name = "Y"}) attributes {tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
    %c8192 = arith.constant 8192 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c256_i32 = arith.constant 256 : i32
    gpu.launch_func  @softmax_bf16_kernels::@softmax_bf16 blocks in (%c8192, %c1, %c1) threads in (%c1024, %c1, %c1)  dynamic_shared_memory_size %c256_i32 args(%arg0 : memref<8192x8192xbf16>, %arg1 : memref<8192x8192xbf16>)
    return
  }
  func.func @softmax_online_f16(%arg0: memref<1024x65536xf16> {tile.name = "X"}, %arg1: memref<1024x65536xf16> {tile.name = "Y"}) attributes {tile.params = {M = 1024 : i64, N = 65536 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c256_i32 = arith.constant 256 : i32
    gpu.launch_func  @softmax_online_f16_kernels::@softmax_online_f16 blocks in (%c1024, %c1, %c1) threads in (%c1024, %c1, %c1)  dynamic_shared_memory_size %c256_i32 args(%arg0 : memref<1024x65536xf16>, %arg1 : memref<1024x65536xf16>)
    return
  }
  gpu.module @softmax_f16_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @__nv_fmaxf(f32, f32) -> f32
    llvm.func @softmax_f16(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 1024, 1, 1>, gpu.known_grid_size = array<i32: 8192, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 1024, 1, 1>, nvvm.minctasm = 2 : i32, tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
      %0 = llvm.mlir.poison : vector<8xf16>
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.constant(7 : i64) : i64
      %3 = llvm.mlir.constant(6 : i64) : i64
      %4 = llvm.mlir.constant(5 : i64) : i64
      %5 = llvm.mlir.constant(4 : i64) : i64
      %6 = llvm.mlir.constant(3 : i64) : i64
      %7 = llvm.mlir.constant(2 : i64) : i64
      %8 = llvm.mlir.constant(1 : i64) : i64
      %9 = llvm.mlir.constant(0 : i64) : i64
      %10 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %11 = llvm.mlir.constant(32 : index) : i64
      %12 = llvm.mlir.constant(8 : index) : i64
      %13 = llvm.mlir.constant(1.44269502 : f32) : f32
      %14 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %15 = llvm.mlir.constant(2 : index) : i64
      %16 = llvm.mlir.constant(3 : index) : i64
      %17 = llvm.mlir.constant(4 : index) : i64
      %18 = llvm.mlir.constant(5 : index) : i64
      %19 = llvm.mlir.constant(6 : index) : i64
      %20 = llvm.mlir.constant(7 : index) : i64
      %21 = llvm.mlir.constant(32 : i32) : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.mlir.constant(2 : i32) : i32
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(8 : i32) : i32
      %26 = llvm.mlir.constant(16 : i32) : i32
      %27 = llvm.mlir.constant(9 : index) : i64
      %28 = llvm.mlir.constant(10 : index) : i64
      %29 = llvm.mlir.constant(11 : index) : i64
      %30 = llvm.mlir.constant(12 : index) : i64
      %31 = llvm.mlir.constant(13 : index) : i64
      %32 = llvm.mlir.constant(14 : index) : i64
      %33 = llvm.mlir.constant(15 : index) : i64
      %34 = llvm.mlir.constant(16 : index) : i64
      %35 = llvm.mlir.constant(17 : index) : i64
      %36 = llvm.mlir.constant(18 : index) : i64
      %37 = llvm.mlir.constant(19 : index) : i64
      %38 = llvm.mlir.constant(20 : index) : i64
      %39 = llvm.mlir.constant(21 : index) : i64
      %40 = llvm.mlir.constant(22 : index) : i64
      %41 = llvm.mlir.constant(23 : index) : i64
      %42 = llvm.mlir.constant(24 : index) : i64
      %43 = llvm.mlir.constant(25 : index) : i64
      %44 = llvm.mlir.constant(26 : index) : i64
      %45 = llvm.mlir.constant(27 : index) : i64
      %46 = llvm.mlir.constant(28 : index) : i64
      %47 = llvm.mlir.constant(29 : index) : i64
      %48 = llvm.mlir.constant(30 : index) : i64
      %49 = llvm.mlir.constant(31 : index) : i64
      %50 = llvm.mlir.constant(1 : index) : i64
      %51 = llvm.mlir.constant(8192 : index) : i64
      %52 = llvm.mlir.constant(0 : index) : i64
      %53 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %54 = llvm.sext %53 : i32 to i64
      %55 = llvm.urem %54, %11 : i64
      %56 = llvm.udiv %54, %11 : i64
      %57 = llvm.urem %55, %11 : i64
      %58 = llvm.urem %56, %11 : i64
      %59 = llvm.mul %58, %11 : i64
      %60 = llvm.add %59, %57 : i64
      %61 = llvm.mul %60, %12 : i64
      %62 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 8192> : i32
      %63 = llvm.sext %62 : i32 to i64
      %64 = llvm.alloca %12 x f16 : (i64) -> !llvm.ptr
      %65 = llvm.alloca %12 x f32 : (i64) -> !llvm.ptr
      %66 = llvm.alloca %50 x f32 : (i64) -> !llvm.ptr
      %67 = llvm.alloca %50 x f32 : (i64) -> !llvm.ptr
      %68 = llvm.mul %63, %51 : i64
      %69 = llvm.add %68, %61 : i64
      %70 = llvm.getelementptr %arg0[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %71 = llvm.load %70 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      %72 = llvm.extractelement %71[%9 : i64] : vector<8xf16>
      llvm.store %72, %64 : f16, !llvm.ptr
      %73 = llvm.extractelement %71[%8 : i64] : vector<8xf16>
      %74 = llvm.getelementptr inbounds|nuw %64[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %73, %74 : f16, !llvm.ptr
      %75 = llvm.extractelement %71[%7 : i64] : vector<8xf16>
      %76 = llvm.getelementptr inbounds|nuw %64[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %75, %76 : f16, !llvm.ptr
      %77 = llvm.extractelement %71[%6 : i64] : vector<8xf16>
      %78 = llvm.getelementptr inbounds|nuw %64[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %77, %78 : f16, !llvm.ptr
      %79 = llvm.extractelement %71[%5 : i64] : vector<8xf16>
      %80 = llvm.getelementptr inbounds|nuw %64[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %79, %80 : f16, !llvm.ptr
      %81 = llvm.extractelement %71[%4 : i64] : vector<8xf16>
      %82 = llvm.getelementptr inbounds|nuw %64[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %81, %82 : f16, !llvm.ptr
      %83 = llvm.extractelement %71[%3 : i64] : vector<8xf16>
      %84 = llvm.getelementptr inbounds|nuw %64[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %83, %84 : f16, !llvm.ptr
      %85 = llvm.extractelement %71[%2 : i64] : vector<8xf16>
      %86 = llvm.getelementptr inbounds|nuw %64[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %85, %86 : f16, !llvm.ptr
      %87 = llvm.load %64 : !llvm.ptr -> f16
      %88 = llvm.fpext %87 : f16 to f32
      llvm.store %88, %65 : f32, !llvm.ptr
      %89 = llvm.load %74 : !llvm.ptr -> f16
      %90 = llvm.fpext %89 : f16 to f32
      %91 = llvm.getelementptr inbounds|nuw %65[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %90, %91 : f32, !llvm.ptr
      %92 = llvm.load %76 : !llvm.ptr -> f16
      %93 = llvm.fpext %92 : f16 to f32
      %94 = llvm.getelementptr inbounds|nuw %65[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %93, %94 : f32, !llvm.ptr
      %95 = llvm.load %78 : !llvm.ptr -> f16
      %96 = llvm.fpext %95 : f16 to f32
      %97 = llvm.getelementptr inbounds|nuw %65[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %96, %97 : f32, !llvm.ptr
      %98 = llvm.load %80 : !llvm.ptr -> f16
      %99 = llvm.fpext %98 : f16 to f32
      %100 = llvm.getelementptr inbounds|nuw %65[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %99, %100 : f32, !llvm.ptr
      %101 = llvm.load %82 : !llvm.ptr -> f16
      %102 = llvm.fpext %101 : f16 to f32
      %103 = llvm.getelementptr inbounds|nuw %65[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %102, %103 : f32, !llvm.ptr
      %104 = llvm.load %84 : !llvm.ptr -> f16
      %105 = llvm.fpext %104 : f16 to f32
      %106 = llvm.getelementptr inbounds|nuw %65[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %105, %106 : f32, !llvm.ptr
      %107 = llvm.load %86 : !llvm.ptr -> f16
      %108 = llvm.fpext %107 : f16 to f32
      %109 = llvm.getelementptr inbounds|nuw %65[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %108, %109 : f32, !llvm.ptr
      %110 = llvm.load %65 : !llvm.ptr -> f32
      %111 = llvm.load %91 : !llvm.ptr -> f32
      %112 = llvm.load %94 : !llvm.ptr -> f32
      %113 = llvm.load %97 : !llvm.ptr -> f32
      %114 = llvm.load %100 : !llvm.ptr -> f32
      %115 = llvm.load %103 : !llvm.ptr -> f32
      %116 = llvm.load %106 : !llvm.ptr -> f32
      %117 = llvm.load %109 : !llvm.ptr -> f32
      %118 = llvm.call @__nv_fmaxf(%110, %111) : (f32, f32) -> f32
      %119 = llvm.call @__nv_fmaxf(%112, %113) : (f32, f32) -> f32
      %120 = llvm.call @__nv_fmaxf(%114, %115) : (f32, f32) -> f32
      %121 = llvm.call @__nv_fmaxf(%116, %117) : (f32, f32) -> f32
      %122 = llvm.call @__nv_fmaxf(%118, %119) : (f32, f32) -> f32
      %123 = llvm.call @__nv_fmaxf(%120, %121) : (f32, f32) -> f32
      %124 = llvm.call @__nv_fmaxf(%122, %123) : (f32, f32) -> f32
      %125 = llvm.sub %21, %21 : i32
      %126 = llvm.lshr %1, %125 : i32
      %127 = llvm.sub %21, %22 : i32
      %128 = nvvm.shfl.sync  bfly %126, %124, %22, %127 : f32 -> f32
      %129 = llvm.call @__nv_fmaxf(%124, %128) : (f32, f32) -> f32
      %130 = nvvm.shfl.sync  bfly %126, %129, %23, %127 : f32 -> f32
      %131 = llvm.call @__nv_fmaxf(%129, %130) : (f32, f32) -> f32
      %132 = nvvm.shfl.sync  bfly %126, %131, %24, %127 : f32 -> f32
      %133 = llvm.call @__nv_fmaxf(%131, %132) : (f32, f32) -> f32
      %134 = nvvm.shfl.sync  bfly %126, %133, %25, %127 : f32 -> f32
      %135 = llvm.call @__nv_fmaxf(%133, %134) : (f32, f32) -> f32
      %136 = nvvm.shfl.sync  bfly %126, %135, %26, %127 : f32 -> f32
      %137 = llvm.call @__nv_fmaxf(%135, %136) : (f32, f32) -> f32
      %138 = llvm.icmp "eq" %57, %52 : i64
      llvm.cond_br %138, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %139 = llvm.add %58, %52 overflow<nsw, nuw> : i64
      %140 = llvm.getelementptr inbounds|nuw %10[%139] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %137, %140 : f32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier0
      %141 = llvm.add %52, %52 overflow<nsw, nuw> : i64
      %142 = llvm.getelementptr inbounds|nuw %10[%141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %143 = llvm.load %142 : !llvm.ptr<3> -> f32
      %144 = llvm.add %50, %52 overflow<nsw, nuw> : i64
      %145 = llvm.getelementptr inbounds|nuw %10[%144] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %146 = llvm.load %145 : !llvm.ptr<3> -> f32
      %147 = llvm.call @__nv_fmaxf(%143, %146) : (f32, f32) -> f32
      %148 = llvm.add %15, %52 overflow<nsw, nuw> : i64
      %149 = llvm.getelementptr inbounds|nuw %10[%148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %150 = llvm.load %149 : !llvm.ptr<3> -> f32
      %151 = llvm.call @__nv_fmaxf(%147, %150) : (f32, f32) -> f32
      %152 = llvm.add %16, %52 overflow<nsw, nuw> : i64
      %153 = llvm.getelementptr inbounds|nuw %10[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %154 = llvm.load %153 : !llvm.ptr<3> -> f32
      %155 = llvm.call @__nv_fmaxf(%151, %154) : (f32, f32) -> f32
      %156 = llvm.add %17, %52 overflow<nsw, nuw> : i64
      %157 = llvm.getelementptr inbounds|nuw %10[%156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %158 = llvm.load %157 : !llvm.ptr<3> -> f32
      %159 = llvm.call @__nv_fmaxf(%155, %158) : (f32, f32) -> f32
      %160 = llvm.add %18, %52 overflow<nsw, nuw> : i64
      %161 = llvm.getelementptr inbounds|nuw %10[%160] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %162 = llvm.load %161 : !llvm.ptr<3> -> f32
      %163 = llvm.call @__nv_fmaxf(%159, %162) : (f32, f32) -> f32
      %164 = llvm.add %19, %52 overflow<nsw, nuw> : i64
      %165 = llvm.getelementptr inbounds|nuw %10[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %166 = llvm.load %165 : !llvm.ptr<3> -> f32
      %167 = llvm.call @__nv_fmaxf(%163, %166) : (f32, f32) -> f32
      %168 = llvm.add %20, %52 overflow<nsw, nuw> : i64
      %169 = llvm.getelementptr inbounds|nuw %10[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %170 = llvm.load %169 : !llvm.ptr<3> -> f32
      %171 = llvm.call @__nv_fmaxf(%167, %170) : (f32, f32) -> f32
      %172 = llvm.add %12, %52 overflow<nsw, nuw> : i64
      %173 = llvm.getelementptr inbounds|nuw %10[%172] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %174 = llvm.load %173 : !llvm.ptr<3> -> f32
      %175 = llvm.call @__nv_fmaxf(%171, %174) : (f32, f32) -> f32
      %176 = llvm.add %27, %52 overflow<nsw, nuw> : i64
      %177 = llvm.getelementptr inbounds|nuw %10[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %178 = llvm.load %177 : !llvm.ptr<3> -> f32
      %179 = llvm.call @__nv_fmaxf(%175, %178) : (f32, f32) -> f32
      %180 = llvm.add %28, %52 overflow<nsw, nuw> : i64
      %181 = llvm.getelementptr inbounds|nuw %10[%180] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %182 = llvm.load %181 : !llvm.ptr<3> -> f32
      %183 = llvm.call @__nv_fmaxf(%179, %182) : (f32, f32) -> f32
      %184 = llvm.add %29, %52 overflow<nsw, nuw> : i64
      %185 = llvm.getelementptr inbounds|nuw %10[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %186 = llvm.load %185 : !llvm.ptr<3> -> f32
      %187 = llvm.call @__nv_fmaxf(%183, %186) : (f32, f32) -> f32
      %188 = llvm.add %30, %52 overflow<nsw, nuw> : i64
      %189 = llvm.getelementptr inbounds|nuw %10[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %190 = llvm.load %189 : !llvm.ptr<3> -> f32
      %191 = llvm.call @__nv_fmaxf(%187, %190) : (f32, f32) -> f32
      %192 = llvm.add %31, %52 overflow<nsw, nuw> : i64
      %193 = llvm.getelementptr inbounds|nuw %10[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %194 = llvm.load %193 : !llvm.ptr<3> -> f32
      %195 = llvm.call @__nv_fmaxf(%191, %194) : (f32, f32) -> f32
      %196 = llvm.add %32, %52 overflow<nsw, nuw> : i64
      %197 = llvm.getelementptr inbounds|nuw %10[%196] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %198 = llvm.load %197 : !llvm.ptr<3> -> f32
      %199 = llvm.call @__nv_fmaxf(%195, %198) : (f32, f32) -> f32
      %200 = llvm.add %33, %52 overflow<nsw, nuw> : i64
      %201 = llvm.getelementptr inbounds|nuw %10[%200] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %202 = llvm.load %201 : !llvm.ptr<3> -> f32
      %203 = llvm.call @__nv_fmaxf(%199, %202) : (f32, f32) -> f32
      %204 = llvm.add %34, %52 overflow<nsw, nuw> : i64
      %205 = llvm.getelementptr inbounds|nuw %10[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %206 = llvm.load %205 : !llvm.ptr<3> -> f32
      %207 = llvm.call @__nv_fmaxf(%203, %206) : (f32, f32) -> f32
      %208 = llvm.add %35, %52 overflow<nsw, nuw> : i64
      %209 = llvm.getelementptr inbounds|nuw %10[%208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %210 = llvm.load %209 : !llvm.ptr<3> -> f32
      %211 = llvm.call @__nv_fmaxf(%207, %210) : (f32, f32) -> f32
      %212 = llvm.add %36, %52 overflow<nsw, nuw> : i64
      %213 = llvm.getelementptr inbounds|nuw %10[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %214 = llvm.load %213 : !llvm.ptr<3> -> f32
      %215 = llvm.call @__nv_fmaxf(%211, %214) : (f32, f32) -> f32
      %216 = llvm.add %37, %52 overflow<nsw, nuw> : i64
      %217 = llvm.getelementptr inbounds|nuw %10[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %218 = llvm.load %217 : !llvm.ptr<3> -> f32
      %219 = llvm.call @__nv_fmaxf(%215, %218) : (f32, f32) -> f32
      %220 = llvm.add %38, %52 overflow<nsw, nuw> : i64
      %221 = llvm.getelementptr inbounds|nuw %10[%220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %222 = llvm.load %221 : !llvm.ptr<3> -> f32
      %223 = llvm.call @__nv_fmaxf(%219, %222) : (f32, f32) -> f32
      %224 = llvm.add %39, %52 overflow<nsw, nuw> : i64
      %225 = llvm.getelementptr inbounds|nuw %10[%224] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %226 = llvm.load %225 : !llvm.ptr<3> -> f32
      %227 = llvm.call @__nv_fmaxf(%223, %226) : (f32, f32) -> f32
      %228 = llvm.add %40, %52 overflow<nsw, nuw> : i64
      %229 = llvm.getelementptr inbounds|nuw %10[%228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %230 = llvm.load %229 : !llvm.ptr<3> -> f32
      %231 = llvm.call @__nv_fmaxf(%227, %230) : (f32, f32) -> f32
      %232 = llvm.add %41, %52 overflow<nsw, nuw> : i64
      %233 = llvm.getelementptr inbounds|nuw %10[%232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %234 = llvm.load %233 : !llvm.ptr<3> -> f32
      %235 = llvm.call @__nv_fmaxf(%231, %234) : (f32, f32) -> f32
      %236 = llvm.add %42, %52 overflow<nsw, nuw> : i64
      %237 = llvm.getelementptr inbounds|nuw %10[%236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %238 = llvm.load %237 : !llvm.ptr<3> -> f32
      %239 = llvm.call @__nv_fmaxf(%235, %238) : (f32, f32) -> f32
      %240 = llvm.add %43, %52 overflow<nsw, nuw> : i64
      %241 = llvm.getelementptr inbounds|nuw %10[%240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %242 = llvm.load %241 : !llvm.ptr<3> -> f32
      %243 = llvm.call @__nv_fmaxf(%239, %242) : (f32, f32) -> f32
      %244 = llvm.add %44, %52 overflow<nsw, nuw> : i64
      %245 = llvm.getelementptr inbounds|nuw %10[%244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %246 = llvm.load %245 : !llvm.ptr<3> -> f32
      %247 = llvm.call @__nv_fmaxf(%243, %246) : (f32, f32) -> f32
      %248 = llvm.add %45, %52 overflow<nsw, nuw> : i64
      %249 = llvm.getelementptr inbounds|nuw %10[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %250 = llvm.load %249 : !llvm.ptr<3> -> f32
      %251 = llvm.call @__nv_fmaxf(%247, %250) : (f32, f32) -> f32
      %252 = llvm.add %46, %52 overflow<nsw, nuw> : i64
      %253 = llvm.getelementptr inbounds|nuw %10[%252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %254 = llvm.load %253 : !llvm.ptr<3> -> f32
      %255 = llvm.call @__nv_fmaxf(%251, %254) : (f32, f32) -> f32
      %256 = llvm.add %47, %52 overflow<nsw, nuw> : i64
      %257 = llvm.getelementptr inbounds|nuw %10[%256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %258 = llvm.load %257 : !llvm.ptr<3> -> f32
      %259 = llvm.call @__nv_fmaxf(%255, %258) : (f32, f32) -> f32
      %260 = llvm.add %48, %52 overflow<nsw, nuw> : i64
      %261 = llvm.getelementptr inbounds|nuw %10[%260] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %262 = llvm.load %261 : !llvm.ptr<3> -> f32
      %263 = llvm.call @__nv_fmaxf(%259, %262) : (f32, f32) -> f32
      %264 = llvm.add %49, %52 overflow<nsw, nuw> : i64
      %265 = llvm.getelementptr inbounds|nuw %10[%264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %266 = llvm.load %265 : !llvm.ptr<3> -> f32
      %267 = llvm.call @__nv_fmaxf(%263, %266) : (f32, f32) -> f32
      llvm.store %267, %66 : f32, !llvm.ptr
      %268 = llvm.load %65 : !llvm.ptr -> f32
      %269 = llvm.load %66 : !llvm.ptr -> f32
      %270 = llvm.fmul %268, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %271 = llvm.fmul %269, %13 : f32
      %272 = llvm.fsub %270, %271 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %273 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%272) : (f32) -> f32
      llvm.store %273, %65 : f32, !llvm.ptr
      %274 = llvm.load %91 : !llvm.ptr -> f32
      %275 = llvm.load %66 : !llvm.ptr -> f32
      %276 = llvm.fmul %274, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %277 = llvm.fmul %275, %13 : f32
      %278 = llvm.fsub %276, %277 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %279 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%278) : (f32) -> f32
      llvm.store %279, %91 : f32, !llvm.ptr
      %280 = llvm.load %94 : !llvm.ptr -> f32
      %281 = llvm.load %66 : !llvm.ptr -> f32
      %282 = llvm.fmul %280, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %283 = llvm.fmul %281, %13 : f32
      %284 = llvm.fsub %282, %283 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %285 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%284) : (f32) -> f32
      llvm.store %285, %94 : f32, !llvm.ptr
      %286 = llvm.load %97 : !llvm.ptr -> f32
      %287 = llvm.load %66 : !llvm.ptr -> f32
      %288 = llvm.fmul %286, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %289 = llvm.fmul %287, %13 : f32
      %290 = llvm.fsub %288, %289 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %291 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%290) : (f32) -> f32
      llvm.store %291, %97 : f32, !llvm.ptr
      %292 = llvm.load %100 : !llvm.ptr -> f32
      %293 = llvm.load %66 : !llvm.ptr -> f32
      %294 = llvm.fmul %292, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %295 = llvm.fmul %293, %13 : f32
      %296 = llvm.fsub %294, %295 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %297 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%296) : (f32) -> f32
      llvm.store %297, %100 : f32, !llvm.ptr
      %298 = llvm.load %103 : !llvm.ptr -> f32
      %299 = llvm.load %66 : !llvm.ptr -> f32
      %300 = llvm.fmul %298, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %301 = llvm.fmul %299, %13 : f32
      %302 = llvm.fsub %300, %301 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %303 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%302) : (f32) -> f32
      llvm.store %303, %103 : f32, !llvm.ptr
      %304 = llvm.load %106 : !llvm.ptr -> f32
      %305 = llvm.load %66 : !llvm.ptr -> f32
      %306 = llvm.fmul %304, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %307 = llvm.fmul %305, %13 : f32
      %308 = llvm.fsub %306, %307 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %309 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%308) : (f32) -> f32
      llvm.store %309, %106 : f32, !llvm.ptr
      %310 = llvm.load %109 : !llvm.ptr -> f32
      %311 = llvm.load %66 : !llvm.ptr -> f32
      %312 = llvm.fmul %310, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %313 = llvm.fmul %311, %13 : f32
      %314 = llvm.fsub %312, %313 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %315 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%314) : (f32) -> f32
      llvm.store %315, %109 : f32, !llvm.ptr
      %316 = llvm.load %65 : !llvm.ptr -> f32
      %317 = llvm.load %91 : !llvm.ptr -> f32
      %318 = llvm.load %94 : !llvm.ptr -> f32
      %319 = llvm.load %97 : !llvm.ptr -> f32
      %320 = llvm.load %100 : !llvm.ptr -> f32
      %321 = llvm.load %103 : !llvm.ptr -> f32
      %322 = llvm.load %106 : !llvm.ptr -> f32
      %323 = llvm.load %109 : !llvm.ptr -> f32
      %324 = llvm.fadd %316, %317 : f32
      %325 = llvm.fadd %318, %319 : f32
      %326 = llvm.fadd %320, %321 : f32
      %327 = llvm.fadd %322, %323 : f32
      %328 = llvm.fadd %324, %325 : f32
      %329 = llvm.fadd %326, %327 : f32
      %330 = llvm.fadd %328, %329 : f32
      %331 = nvvm.shfl.sync  bfly %126, %330, %22, %127 : f32 -> f32
      %332 = llvm.fadd %330, %331 : f32
      %333 = nvvm.shfl.sync  bfly %126, %332, %23, %127 : f32 -> f32
      %334 = llvm.fadd %332, %333 : f32
      %335 = nvvm.shfl.sync  bfly %126, %334, %24, %127 : f32 -> f32
      %336 = llvm.fadd %334, %335 : f32
      %337 = nvvm.shfl.sync  bfly %126, %336, %25, %127 : f32 -> f32
      %338 = llvm.fadd %336, %337 : f32
      %339 = nvvm.shfl.sync  bfly %126, %338, %26, %127 : f32 -> f32
      %340 = llvm.fadd %338, %339 : f32
      %341 = llvm.getelementptr %10[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %138, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %342 = llvm.add %58, %52 overflow<nsw, nuw> : i64
      %343 = llvm.getelementptr inbounds|nuw %341[%342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %340, %343 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier0
      %344 = llvm.getelementptr inbounds|nuw %341[%141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %345 = llvm.load %344 : !llvm.ptr<3> -> f32
      %346 = llvm.getelementptr inbounds|nuw %341[%144] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %347 = llvm.load %346 : !llvm.ptr<3> -> f32
      %348 = llvm.fadd %345, %347 : f32
      %349 = llvm.getelementptr inbounds|nuw %341[%148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %350 = llvm.load %349 : !llvm.ptr<3> -> f32
      %351 = llvm.fadd %348, %350 : f32
      %352 = llvm.getelementptr inbounds|nuw %341[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %353 = llvm.load %352 : !llvm.ptr<3> -> f32
      %354 = llvm.fadd %351, %353 : f32
      %355 = llvm.getelementptr inbounds|nuw %341[%156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %356 = llvm.load %355 : !llvm.ptr<3> -> f32
      %357 = llvm.fadd %354, %356 : f32
      %358 = llvm.getelementptr inbounds|nuw %341[%160] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %359 = llvm.load %358 : !llvm.ptr<3> -> f32
      %360 = llvm.fadd %357, %359 : f32
      %361 = llvm.getelementptr inbounds|nuw %341[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %362 = llvm.load %361 : !llvm.ptr<3> -> f32
      %363 = llvm.fadd %360, %362 : f32
      %364 = llvm.getelementptr inbounds|nuw %341[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %365 = llvm.load %364 : !llvm.ptr<3> -> f32
      %366 = llvm.fadd %363, %365 : f32
      %367 = llvm.getelementptr inbounds|nuw %341[%172] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %368 = llvm.load %367 : !llvm.ptr<3> -> f32
      %369 = llvm.fadd %366, %368 : f32
      %370 = llvm.getelementptr inbounds|nuw %341[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %371 = llvm.load %370 : !llvm.ptr<3> -> f32
      %372 = llvm.fadd %369, %371 : f32
      %373 = llvm.getelementptr inbounds|nuw %341[%180] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %374 = llvm.load %373 : !llvm.ptr<3> -> f32
      %375 = llvm.fadd %372, %374 : f32
      %376 = llvm.getelementptr inbounds|nuw %341[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %377 = llvm.load %376 : !llvm.ptr<3> -> f32
      %378 = llvm.fadd %375, %377 : f32
      %379 = llvm.getelementptr inbounds|nuw %341[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %380 = llvm.load %379 : !llvm.ptr<3> -> f32
      %381 = llvm.fadd %378, %380 : f32
      %382 = llvm.getelementptr inbounds|nuw %341[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %383 = llvm.load %382 : !llvm.ptr<3> -> f32
      %384 = llvm.fadd %381, %383 : f32
      %385 = llvm.getelementptr inbounds|nuw %341[%196] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %386 = llvm.load %385 : !llvm.ptr<3> -> f32
      %387 = llvm.fadd %384, %386 : f32
      %388 = llvm.getelementptr inbounds|nuw %341[%200] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %389 = llvm.load %388 : !llvm.ptr<3> -> f32
      %390 = llvm.fadd %387, %389 : f32
      %391 = llvm.getelementptr inbounds|nuw %341[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %392 = llvm.load %391 : !llvm.ptr<3> -> f32
      %393 = llvm.fadd %390, %392 : f32
      %394 = llvm.getelementptr inbounds|nuw %341[%208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %395 = llvm.load %394 : !llvm.ptr<3> -> f32
      %396 = llvm.fadd %393, %395 : f32
      %397 = llvm.getelementptr inbounds|nuw %341[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %398 = llvm.load %397 : !llvm.ptr<3> -> f32
      %399 = llvm.fadd %396, %398 : f32
      %400 = llvm.getelementptr inbounds|nuw %341[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %401 = llvm.load %400 : !llvm.ptr<3> -> f32
      %402 = llvm.fadd %399, %401 : f32
      %403 = llvm.getelementptr inbounds|nuw %341[%220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %404 = llvm.load %403 : !llvm.ptr<3> -> f32
      %405 = llvm.fadd %402, %404 : f32
      %406 = llvm.getelementptr inbounds|nuw %341[%224] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %407 = llvm.load %406 : !llvm.ptr<3> -> f32
      %408 = llvm.fadd %405, %407 : f32
      %409 = llvm.getelementptr inbounds|nuw %341[%228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %410 = llvm.load %409 : !llvm.ptr<3> -> f32
      %411 = llvm.fadd %408, %410 : f32
      %412 = llvm.getelementptr inbounds|nuw %341[%232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %413 = llvm.load %412 : !llvm.ptr<3> -> f32
      %414 = llvm.fadd %411, %413 : f32
      %415 = llvm.getelementptr inbounds|nuw %341[%236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %416 = llvm.load %415 : !llvm.ptr<3> -> f32
      %417 = llvm.fadd %414, %416 : f32
      %418 = llvm.getelementptr inbounds|nuw %341[%240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %419 = llvm.load %418 : !llvm.ptr<3> -> f32
      %420 = llvm.fadd %417, %419 : f32
      %421 = llvm.getelementptr inbounds|nuw %341[%244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %422 = llvm.load %421 : !llvm.ptr<3> -> f32
      %423 = llvm.fadd %420, %422 : f32
      %424 = llvm.getelementptr inbounds|nuw %341[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %425 = llvm.load %424 : !llvm.ptr<3> -> f32
      %426 = llvm.fadd %423, %425 : f32
      %427 = llvm.getelementptr inbounds|nuw %341[%252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %428 = llvm.load %427 : !llvm.ptr<3> -> f32
      %429 = llvm.fadd %426, %428 : f32
      %430 = llvm.getelementptr inbounds|nuw %341[%256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %431 = llvm.load %430 : !llvm.ptr<3> -> f32
      %432 = llvm.fadd %429, %431 : f32
      %433 = llvm.getelementptr inbounds|nuw %341[%260] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %434 = llvm.load %433 : !llvm.ptr<3> -> f32
      %435 = llvm.fadd %432, %434 : f32
      %436 = llvm.getelementptr inbounds|nuw %341[%264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %437 = llvm.load %436 : !llvm.ptr<3> -> f32
      %438 = llvm.fadd %435, %437 : f32
      llvm.store %438, %67 : f32, !llvm.ptr
      %439 = llvm.load %65 : !llvm.ptr -> f32
      %440 = llvm.load %67 : !llvm.ptr -> f32
      %441 = llvm.fdiv %14, %440 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %442 = llvm.fmul %439, %441 : f32
      %443 = llvm.fptrunc %442 : f32 to f16
      llvm.store %443, %64 : f16, !llvm.ptr
      %444 = llvm.load %91 : !llvm.ptr -> f32
      %445 = llvm.load %67 : !llvm.ptr -> f32
      %446 = llvm.fdiv %14, %445 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %447 = llvm.fmul %444, %446 : f32
      %448 = llvm.fptrunc %447 : f32 to f16
      llvm.store %448, %74 : f16, !llvm.ptr
      %449 = llvm.load %94 : !llvm.ptr -> f32
      %450 = llvm.load %67 : !llvm.ptr -> f32
      %451 = llvm.fdiv %14, %450 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %452 = llvm.fmul %449, %451 : f32
      %453 = llvm.fptrunc %452 : f32 to f16
      llvm.store %453, %76 : f16, !llvm.ptr
      %454 = llvm.load %97 : !llvm.ptr -> f32
      %455 = llvm.load %67 : !llvm.ptr -> f32
      %456 = llvm.fdiv %14, %455 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %457 = llvm.fmul %454, %456 : f32
      %458 = llvm.fptrunc %457 : f32 to f16
      llvm.store %458, %78 : f16, !llvm.ptr
      %459 = llvm.load %100 : !llvm.ptr -> f32
      %460 = llvm.load %67 : !llvm.ptr -> f32
      %461 = llvm.fdiv %14, %460 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %462 = llvm.fmul %459, %461 : f32
      %463 = llvm.fptrunc %462 : f32 to f16
      llvm.store %463, %80 : f16, !llvm.ptr
      %464 = llvm.load %103 : !llvm.ptr -> f32
      %465 = llvm.load %67 : !llvm.ptr -> f32
      %466 = llvm.fdiv %14, %465 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %467 = llvm.fmul %464, %466 : f32
      %468 = llvm.fptrunc %467 : f32 to f16
      llvm.store %468, %82 : f16, !llvm.ptr
      %469 = llvm.load %106 : !llvm.ptr -> f32
      %470 = llvm.load %67 : !llvm.ptr -> f32
      %471 = llvm.fdiv %14, %470 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %472 = llvm.fmul %469, %471 : f32
      %473 = llvm.fptrunc %472 : f32 to f16
      llvm.store %473, %84 : f16, !llvm.ptr
      %474 = llvm.load %109 : !llvm.ptr -> f32
      %475 = llvm.load %67 : !llvm.ptr -> f32
      %476 = llvm.fdiv %14, %475 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %477 = llvm.fmul %474, %476 : f32
      %478 = llvm.fptrunc %477 : f32 to f16
      llvm.store %478, %86 : f16, !llvm.ptr
      %479 = llvm.load %64 : !llvm.ptr -> f16
      %480 = llvm.load %74 : !llvm.ptr -> f16
      %481 = llvm.load %76 : !llvm.ptr -> f16
      %482 = llvm.load %78 : !llvm.ptr -> f16
      %483 = llvm.load %80 : !llvm.ptr -> f16
      %484 = llvm.load %82 : !llvm.ptr -> f16
      %485 = llvm.load %84 : !llvm.ptr -> f16
      %486 = llvm.load %86 : !llvm.ptr -> f16
      %487 = llvm.insertelement %479, %0[%9 : i64] : vector<8xf16>
      %488 = llvm.insertelement %480, %487[%8 : i64] : vector<8xf16>
      %489 = llvm.insertelement %481, %488[%7 : i64] : vector<8xf16>
      %490 = llvm.insertelement %482, %489[%6 : i64] : vector<8xf16>
      %491 = llvm.insertelement %483, %490[%5 : i64] : vector<8xf16>
      %492 = llvm.insertelement %484, %491[%4 : i64] : vector<8xf16>
      %493 = llvm.insertelement %485, %492[%3 : i64] : vector<8xf16>
      %494 = llvm.insertelement %486, %493[%2 : i64] : vector<8xf16>
      %495 = llvm.getelementptr %arg1[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %494, %495 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @softmax_bf16_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @__nv_fmaxf(f32, f32) -> f32
    llvm.func @softmax_bf16(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 1024, 1, 1>, gpu.known_grid_size = array<i32: 8192, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 1024, 1, 1>, nvvm.minctasm = 2 : i32, tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
      %0 = llvm.mlir.poison : vector<8xbf16>
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.constant(7 : i64) : i64
      %3 = llvm.mlir.constant(6 : i64) : i64
      %4 = llvm.mlir.constant(5 : i64) : i64
      %5 = llvm.mlir.constant(4 : i64) : i64
      %6 = llvm.mlir.constant(3 : i64) : i64
      %7 = llvm.mlir.constant(2 : i64) : i64
      %8 = llvm.mlir.constant(1 : i64) : i64
      %9 = llvm.mlir.constant(0 : i64) : i64
      %10 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %11 = llvm.mlir.constant(32 : index) : i64
      %12 = llvm.mlir.constant(8 : index) : i64
      %13 = llvm.mlir.constant(1.44269502 : f32) : f32
      %14 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %15 = llvm.mlir.constant(2 : index) : i64
      %16 = llvm.mlir.constant(3 : index) : i64
      %17 = llvm.mlir.constant(4 : index) : i64
      %18 = llvm.mlir.constant(5 : index) : i64
      %19 = llvm.mlir.constant(6 : index) : i64
      %20 = llvm.mlir.constant(7 : index) : i64
      %21 = llvm.mlir.constant(32 : i32) : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.mlir.constant(2 : i32) : i32
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(8 : i32) : i32
      %26 = llvm.mlir.constant(16 : i32) : i32
      %27 = llvm.mlir.constant(9 : index) : i64
      %28 = llvm.mlir.constant(10 : index) : i64
      %29 = llvm.mlir.constant(11 : index) : i64
      %30 = llvm.mlir.constant(12 : index) : i64
      %31 = llvm.mlir.constant(13 : index) : i64
      %32 = llvm.mlir.constant(14 : index) : i64
      %33 = llvm.mlir.constant(15 : index) : i64
      %34 = llvm.mlir.constant(16 : index) : i64
      %35 = llvm.mlir.constant(17 : index) : i64
      %36 = llvm.mlir.constant(18 : index) : i64
      %37 = llvm.mlir.constant(19 : index) : i64
      %38 = llvm.mlir.constant(20 : index) : i64
      %39 = llvm.mlir.constant(21 : index) : i64
      %40 = llvm.mlir.constant(22 : index) : i64
      %41 = llvm.mlir.constant(23 : index) : i64
      %42 = llvm.mlir.constant(24 : index) : i64
      %43 = llvm.mlir.constant(25 : index) : i64
      %44 = llvm.mlir.constant(26 : index) : i64
      %45 = llvm.mlir.constant(27 : index) : i64
      %46 = llvm.mlir.constant(28 : index) : i64
      %47 = llvm.mlir.constant(29 : index) : i64
      %48 = llvm.mlir.constant(30 : index) : i64
      %49 = llvm.mlir.constant(31 : index) : i64
      %50 = llvm.mlir.constant(1 : index) : i64
      %51 = llvm.mlir.constant(8192 : index) : i64
      %52 = llvm.mlir.constant(0 : index) : i64
      %53 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %54 = llvm.sext %53 : i32 to i64
      %55 = llvm.urem %54, %11 : i64
      %56 = llvm.udiv %54, %11 : i64
      %57 = llvm.urem %55, %11 : i64
      %58 = llvm.urem %56, %11 : i64
      %59 = llvm.mul %58, %11 : i64
      %60 = llvm.add %59, %57 : i64
      %61 = llvm.mul %60, %12 : i64
      %62 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 8192> : i32
      %63 = llvm.sext %62 : i32 to i64
      %64 = llvm.alloca %12 x bf16 : (i64) -> !llvm.ptr
      %65 = llvm.alloca %12 x f32 : (i64) -> !llvm.ptr
      %66 = llvm.alloca %50 x f32 : (i64) -> !llvm.ptr
      %67 = llvm.alloca %50 x f32 : (i64) -> !llvm.ptr
      %68 = llvm.mul %63, %51 : i64
      %69 = llvm.add %68, %61 : i64
      %70 = llvm.getelementptr %arg0[%69] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %71 = llvm.load %70 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      %72 = llvm.extractelement %71[%9 : i64] : vector<8xbf16>
      llvm.store %72, %64 : bf16, !llvm.ptr
      %73 = llvm.extractelement %71[%8 : i64] : vector<8xbf16>
      %74 = llvm.getelementptr inbounds|nuw %64[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %73, %74 : bf16, !llvm.ptr
      %75 = llvm.extractelement %71[%7 : i64] : vector<8xbf16>
      %76 = llvm.getelementptr inbounds|nuw %64[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %75, %76 : bf16, !llvm.ptr
      %77 = llvm.extractelement %71[%6 : i64] : vector<8xbf16>
      %78 = llvm.getelementptr inbounds|nuw %64[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %77, %78 : bf16, !llvm.ptr
      %79 = llvm.extractelement %71[%5 : i64] : vector<8xbf16>
      %80 = llvm.getelementptr inbounds|nuw %64[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %79, %80 : bf16, !llvm.ptr
      %81 = llvm.extractelement %71[%4 : i64] : vector<8xbf16>
      %82 = llvm.getelementptr inbounds|nuw %64[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %81, %82 : bf16, !llvm.ptr
      %83 = llvm.extractelement %71[%3 : i64] : vector<8xbf16>
      %84 = llvm.getelementptr inbounds|nuw %64[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %83, %84 : bf16, !llvm.ptr
      %85 = llvm.extractelement %71[%2 : i64] : vector<8xbf16>
      %86 = llvm.getelementptr inbounds|nuw %64[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %85, %86 : bf16, !llvm.ptr
      %87 = llvm.load %64 : !llvm.ptr -> bf16
      %88 = llvm.fpext %87 : bf16 to f32
      llvm.store %88, %65 : f32, !llvm.ptr
      %89 = llvm.load %74 : !llvm.ptr -> bf16
      %90 = llvm.fpext %89 : bf16 to f32
      %91 = llvm.getelementptr inbounds|nuw %65[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %90, %91 : f32, !llvm.ptr
      %92 = llvm.load %76 : !llvm.ptr -> bf16
      %93 = llvm.fpext %92 : bf16 to f32
      %94 = llvm.getelementptr inbounds|nuw %65[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %93, %94 : f32, !llvm.ptr
      %95 = llvm.load %78 : !llvm.ptr -> bf16
      %96 = llvm.fpext %95 : bf16 to f32
      %97 = llvm.getelementptr inbounds|nuw %65[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %96, %97 : f32, !llvm.ptr
      %98 = llvm.load %80 : !llvm.ptr -> bf16
      %99 = llvm.fpext %98 : bf16 to f32
      %100 = llvm.getelementptr inbounds|nuw %65[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %99, %100 : f32, !llvm.ptr
      %101 = llvm.load %82 : !llvm.ptr -> bf16
      %102 = llvm.fpext %101 : bf16 to f32
      %103 = llvm.getelementptr inbounds|nuw %65[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %102, %103 : f32, !llvm.ptr
      %104 = llvm.load %84 : !llvm.ptr -> bf16
      %105 = llvm.fpext %104 : bf16 to f32
      %106 = llvm.getelementptr inbounds|nuw %65[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %105, %106 : f32, !llvm.ptr
      %107 = llvm.load %86 : !llvm.ptr -> bf16
      %108 = llvm.fpext %107 : bf16 to f32
      %109 = llvm.getelementptr inbounds|nuw %65[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %108, %109 : f32, !llvm.ptr
      %110 = llvm.load %65 : !llvm.ptr -> f32
      %111 = llvm.load %91 : !llvm.ptr -> f32
      %112 = llvm.load %94 : !llvm.ptr -> f32
      %113 = llvm.load %97 : !llvm.ptr -> f32
      %114 = llvm.load %100 : !llvm.ptr -> f32
      %115 = llvm.load %103 : !llvm.ptr -> f32
      %116 = llvm.load %106 : !llvm.ptr -> f32
      %117 = llvm.load %109 : !llvm.ptr -> f32
      %118 = llvm.call @__nv_fmaxf(%110, %111) : (f32, f32) -> f32
      %119 = llvm.call @__nv_fmaxf(%112, %113) : (f32, f32) -> f32
      %120 = llvm.call @__nv_fmaxf(%114, %115) : (f32, f32) -> f32
      %121 = llvm.call @__nv_fmaxf(%116, %117) : (f32, f32) -> f32
      %122 = llvm.call @__nv_fmaxf(%118, %119) : (f32, f32) -> f32
      %123 = llvm.call @__nv_fmaxf(%120, %121) : (f32, f32) -> f32
      %124 = llvm.call @__nv_fmaxf(%122, %123) : (f32, f32) -> f32
      %125 = llvm.sub %21, %21 : i32
      %126 = llvm.lshr %1, %125 : i32
      %127 = llvm.sub %21, %22 : i32
      %128 = nvvm.shfl.sync  bfly %126, %124, %22, %127 : f32 -> f32
      %129 = llvm.call @__nv_fmaxf(%124, %128) : (f32, f32) -> f32
      %130 = nvvm.shfl.sync  bfly %126, %129, %23, %127 : f32 -> f32
      %131 = llvm.call @__nv_fmaxf(%129, %130) : (f32, f32) -> f32
      %132 = nvvm.shfl.sync  bfly %126, %131, %24, %127 : f32 -> f32
      %133 = llvm.call @__nv_fmaxf(%131, %132) : (f32, f32) -> f32
      %134 = nvvm.shfl.sync  bfly %126, %133, %25, %127 : f32 -> f32
      %135 = llvm.call @__nv_fmaxf(%133, %134) : (f32, f32) -> f32
      %136 = nvvm.shfl.sync  bfly %126, %135, %26, %127 : f32 -> f32
      %137 = llvm.call @__nv_fmaxf(%135, %136) : (f32, f32) -> f32
      %138 = llvm.icmp "eq" %57, %52 : i64
      llvm.cond_br %138, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %139 = llvm.add %58, %52 overflow<nsw, nuw> : i64
      %140 = llvm.getelementptr inbounds|nuw %10[%139] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %137, %140 : f32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier0
      %141 = llvm.add %52, %52 overflow<nsw, nuw> : i64
      %142 = llvm.getelementptr inbounds|nuw %10[%141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %143 = llvm.load %142 : !llvm.ptr<3> -> f32
      %144 = llvm.add %50, %52 overflow<nsw, nuw> : i64
      %145 = llvm.getelementptr inbounds|nuw %10[%144] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %146 = llvm.load %145 : !llvm.ptr<3> -> f32
      %147 = llvm.call @__nv_fmaxf(%143, %146) : (f32, f32) -> f32
      %148 = llvm.add %15, %52 overflow<nsw, nuw> : i64
      %149 = llvm.getelementptr inbounds|nuw %10[%148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %150 = llvm.load %149 : !llvm.ptr<3> -> f32
      %151 = llvm.call @__nv_fmaxf(%147, %150) : (f32, f32) -> f32
      %152 = llvm.add %16, %52 overflow<nsw, nuw> : i64
      %153 = llvm.getelementptr inbounds|nuw %10[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %154 = llvm.load %153 : !llvm.ptr<3> -> f32
      %155 = llvm.call @__nv_fmaxf(%151, %154) : (f32, f32) -> f32
      %156 = llvm.add %17, %52 overflow<nsw, nuw> : i64
      %157 = llvm.getelementptr inbounds|nuw %10[%156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %158 = llvm.load %157 : !llvm.ptr<3> -> f32
      %159 = llvm.call @__nv_fmaxf(%155, %158) : (f32, f32) -> f32
      %160 = llvm.add %18, %52 overflow<nsw, nuw> : i64
      %161 = llvm.getelementptr inbounds|nuw %10[%160] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %162 = llvm.load %161 : !llvm.ptr<3> -> f32
      %163 = llvm.call @__nv_fmaxf(%159, %162) : (f32, f32) -> f32
      %164 = llvm.add %19, %52 overflow<nsw, nuw> : i64
      %165 = llvm.getelementptr inbounds|nuw %10[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %166 = llvm.load %165 : !llvm.ptr<3> -> f32
      %167 = llvm.call @__nv_fmaxf(%163, %166) : (f32, f32) -> f32
      %168 = llvm.add %20, %52 overflow<nsw, nuw> : i64
      %169 = llvm.getelementptr inbounds|nuw %10[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %170 = llvm.load %169 : !llvm.ptr<3> -> f32
      %171 = llvm.call @__nv_fmaxf(%167, %170) : (f32, f32) -> f32
      %172 = llvm.add %12, %52 overflow<nsw, nuw> : i64
      %173 = llvm.getelementptr inbounds|nuw %10[%172] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %174 = llvm.load %173 : !llvm.ptr<3> -> f32
      %175 = llvm.call @__nv_fmaxf(%171, %174) : (f32, f32) -> f32
      %176 = llvm.add %27, %52 overflow<nsw, nuw> : i64
      %177 = llvm.getelementptr inbounds|nuw %10[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %178 = llvm.load %177 : !llvm.ptr<3> -> f32
      %179 = llvm.call @__nv_fmaxf(%175, %178) : (f32, f32) -> f32
      %180 = llvm.add %28, %52 overflow<nsw, nuw> : i64
      %181 = llvm.getelementptr inbounds|nuw %10[%180] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %182 = llvm.load %181 : !llvm.ptr<3> -> f32
      %183 = llvm.call @__nv_fmaxf(%179, %182) : (f32, f32) -> f32
      %184 = llvm.add %29, %52 overflow<nsw, nuw> : i64
      %185 = llvm.getelementptr inbounds|nuw %10[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %186 = llvm.load %185 : !llvm.ptr<3> -> f32
      %187 = llvm.call @__nv_fmaxf(%183, %186) : (f32, f32) -> f32
      %188 = llvm.add %30, %52 overflow<nsw, nuw> : i64
      %189 = llvm.getelementptr inbounds|nuw %10[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %190 = llvm.load %189 : !llvm.ptr<3> -> f32
      %191 = llvm.call @__nv_fmaxf(%187, %190) : (f32, f32) -> f32
      %192 = llvm.add %31, %52 overflow<nsw, nuw> : i64
      %193 = llvm.getelementptr inbounds|nuw %10[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %194 = llvm.load %193 : !llvm.ptr<3> -> f32
      %195 = llvm.call @__nv_fmaxf(%191, %194) : (f32, f32) -> f32
      %196 = llvm.add %32, %52 overflow<nsw, nuw> : i64
      %197 = llvm.getelementptr inbounds|nuw %10[%196] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %198 = llvm.load %197 : !llvm.ptr<3> -> f32
      %199 = llvm.call @__nv_fmaxf(%195, %198) : (f32, f32) -> f32
      %200 = llvm.add %33, %52 overflow<nsw, nuw> : i64
      %201 = llvm.getelementptr inbounds|nuw %10[%200] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %202 = llvm.load %201 : !llvm.ptr<3> -> f32
      %203 = llvm.call @__nv_fmaxf(%199, %202) : (f32, f32) -> f32
      %204 = llvm.add %34, %52 overflow<nsw, nuw> : i64
      %205 = llvm.getelementptr inbounds|nuw %10[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %206 = llvm.load %205 : !llvm.ptr<3> -> f32
      %207 = llvm.call @__nv_fmaxf(%203, %206) : (f32, f32) -> f32
      %208 = llvm.add %35, %52 overflow<nsw, nuw> : i64
      %209 = llvm.getelementptr inbounds|nuw %10[%208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %210 = llvm.load %209 : !llvm.ptr<3> -> f32
      %211 = llvm.call @__nv_fmaxf(%207, %210) : (f32, f32) -> f32
      %212 = llvm.add %36, %52 overflow<nsw, nuw> : i64
      %213 = llvm.getelementptr inbounds|nuw %10[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %214 = llvm.load %213 : !llvm.ptr<3> -> f32
      %215 = llvm.call @__nv_fmaxf(%211, %214) : (f32, f32) -> f32
      %216 = llvm.add %37, %52 overflow<nsw, nuw> : i64
      %217 = llvm.getelementptr inbounds|nuw %10[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %218 = llvm.load %217 : !llvm.ptr<3> -> f32
      %219 = llvm.call @__nv_fmaxf(%215, %218) : (f32, f32) -> f32
      %220 = llvm.add %38, %52 overflow<nsw, nuw> : i64
      %221 = llvm.getelementptr inbounds|nuw %10[%220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %222 = llvm.load %221 : !llvm.ptr<3> -> f32
      %223 = llvm.call @__nv_fmaxf(%219, %222) : (f32, f32) -> f32
      %224 = llvm.add %39, %52 overflow<nsw, nuw> : i64
      %225 = llvm.getelementptr inbounds|nuw %10[%224] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %226 = llvm.load %225 : !llvm.ptr<3> -> f32
      %227 = llvm.call @__nv_fmaxf(%223, %226) : (f32, f32) -> f32
      %228 = llvm.add %40, %52 overflow<nsw, nuw> : i64
      %229 = llvm.getelementptr inbounds|nuw %10[%228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %230 = llvm.load %229 : !llvm.ptr<3> -> f32
      %231 = llvm.call @__nv_fmaxf(%227, %230) : (f32, f32) -> f32
      %232 = llvm.add %41, %52 overflow<nsw, nuw> : i64
      %233 = llvm.getelementptr inbounds|nuw %10[%232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %234 = llvm.load %233 : !llvm.ptr<3> -> f32
      %235 = llvm.call @__nv_fmaxf(%231, %234) : (f32, f32) -> f32
      %236 = llvm.add %42, %52 overflow<nsw, nuw> : i64
      %237 = llvm.getelementptr inbounds|nuw %10[%236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %238 = llvm.load %237 : !llvm.ptr<3> -> f32
      %239 = llvm.call @__nv_fmaxf(%235, %238) : (f32, f32) -> f32
      %240 = llvm.add %43, %52 overflow<nsw, nuw> : i64
      %241 = llvm.getelementptr inbounds|nuw %10[%240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %242 = llvm.load %241 : !llvm.ptr<3> -> f32
      %243 = llvm.call @__nv_fmaxf(%239, %242) : (f32, f32) -> f32
      %244 = llvm.add %44, %52 overflow<nsw, nuw> : i64
      %245 = llvm.getelementptr inbounds|nuw %10[%244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %246 = llvm.load %245 : !llvm.ptr<3> -> f32
      %247 = llvm.call @__nv_fmaxf(%243, %246) : (f32, f32) -> f32
      %248 = llvm.add %45, %52 overflow<nsw, nuw> : i64
      %249 = llvm.getelementptr inbounds|nuw %10[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %250 = llvm.load %249 : !llvm.ptr<3> -> f32
      %251 = llvm.call @__nv_fmaxf(%247, %250) : (f32, f32) -> f32
      %252 = llvm.add %46, %52 overflow<nsw, nuw> : i64
      %253 = llvm.getelementptr inbounds|nuw %10[%252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %254 = llvm.load %253 : !llvm.ptr<3> -> f32
      %255 = llvm.call @__nv_fmaxf(%251, %254) : (f32, f32) -> f32
      %256 = llvm.add %47, %52 overflow<nsw, nuw> : i64
      %257 = llvm.getelementptr inbounds|nuw %10[%256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %258 = llvm.load %257 : !llvm.ptr<3> -> f32
      %259 = llvm.call @__nv_fmaxf(%255, %258) : (f32, f32) -> f32
      %260 = llvm.add %48, %52 overflow<nsw, nuw> : i64
      %261 = llvm.getelementptr inbounds|nuw %10[%260] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %262 = llvm.load %261 : !llvm.ptr<3> -> f32
      %263 = llvm.call @__nv_fmaxf(%259, %262) : (f32, f32) -> f32
      %264 = llvm.add %49, %52 overflow<nsw, nuw> : i64
      %265 = llvm.getelementptr inbounds|nuw %10[%264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %266 = llvm.load %265 : !llvm.ptr<3> -> f32
      %267 = llvm.call @__nv_fmaxf(%263, %266) : (f32, f32) -> f32
      llvm.store %267, %66 : f32, !llvm.ptr
      %268 = llvm.load %65 : !llvm.ptr -> f32
      %269 = llvm.load %66 : !llvm.ptr -> f32
      %270 = llvm.fmul %268, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %271 = llvm.fmul %269, %13 : f32
      %272 = llvm.fsub %270, %271 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %273 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%272) : (f32) -> f32
      llvm.store %273, %65 : f32, !llvm.ptr
      %274 = llvm.load %91 : !llvm.ptr -> f32
      %275 = llvm.load %66 : !llvm.ptr -> f32
      %276 = llvm.fmul %274, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %277 = llvm.fmul %275, %13 : f32
      %278 = llvm.fsub %276, %277 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %279 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%278) : (f32) -> f32
      llvm.store %279, %91 : f32, !llvm.ptr
      %280 = llvm.load %94 : !llvm.ptr -> f32
      %281 = llvm.load %66 : !llvm.ptr -> f32
      %282 = llvm.fmul %280, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %283 = llvm.fmul %281, %13 : f32
      %284 = llvm.fsub %282, %283 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %285 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%284) : (f32) -> f32
      llvm.store %285, %94 : f32, !llvm.ptr
      %286 = llvm.load %97 : !llvm.ptr -> f32
      %287 = llvm.load %66 : !llvm.ptr -> f32
      %288 = llvm.fmul %286, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %289 = llvm.fmul %287, %13 : f32
      %290 = llvm.fsub %288, %289 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %291 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%290) : (f32) -> f32
      llvm.store %291, %97 : f32, !llvm.ptr
      %292 = llvm.load %100 : !llvm.ptr -> f32
      %293 = llvm.load %66 : !llvm.ptr -> f32
      %294 = llvm.fmul %292, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %295 = llvm.fmul %293, %13 : f32
      %296 = llvm.fsub %294, %295 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %297 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%296) : (f32) -> f32
      llvm.store %297, %100 : f32, !llvm.ptr
      %298 = llvm.load %103 : !llvm.ptr -> f32
      %299 = llvm.load %66 : !llvm.ptr -> f32
      %300 = llvm.fmul %298, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %301 = llvm.fmul %299, %13 : f32
      %302 = llvm.fsub %300, %301 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %303 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%302) : (f32) -> f32
      llvm.store %303, %103 : f32, !llvm.ptr
      %304 = llvm.load %106 : !llvm.ptr -> f32
      %305 = llvm.load %66 : !llvm.ptr -> f32
      %306 = llvm.fmul %304, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %307 = llvm.fmul %305, %13 : f32
      %308 = llvm.fsub %306, %307 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %309 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%308) : (f32) -> f32
      llvm.store %309, %106 : f32, !llvm.ptr
      %310 = llvm.load %109 : !llvm.ptr -> f32
      %311 = llvm.load %66 : !llvm.ptr -> f32
      %312 = llvm.fmul %310, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %313 = llvm.fmul %311, %13 : f32
      %314 = llvm.fsub %312, %313 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %315 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%314) : (f32) -> f32
      llvm.store %315, %109 : f32, !llvm.ptr
      %316 = llvm.load %65 : !llvm.ptr -> f32
      %317 = llvm.load %91 : !llvm.ptr -> f32
      %318 = llvm.load %94 : !llvm.ptr -> f32
      %319 = llvm.load %97 : !llvm.ptr -> f32
      %320 = llvm.load %100 : !llvm.ptr -> f32
      %321 = llvm.load %103 : !llvm.ptr -> f32
      %322 = llvm.load %106 : !llvm.ptr -> f32
      %323 = llvm.load %109 : !llvm.ptr -> f32
      %324 = llvm.fadd %316, %317 : f32
      %325 = llvm.fadd %318, %319 : f32
      %326 = llvm.fadd %320, %321 : f32
      %327 = llvm.fadd %322, %323 : f32
      %328 = llvm.fadd %324, %325 : f32
      %329 = llvm.fadd %326, %327 : f32
      %330 = llvm.fadd %328, %329 : f32
      %331 = nvvm.shfl.sync  bfly %126, %330, %22, %127 : f32 -> f32
      %332 = llvm.fadd %330, %331 : f32
      %333 = nvvm.shfl.sync  bfly %126, %332, %23, %127 : f32 -> f32
      %334 = llvm.fadd %332, %333 : f32
      %335 = nvvm.shfl.sync  bfly %126, %334, %24, %127 : f32 -> f32
      %336 = llvm.fadd %334, %335 : f32
      %337 = nvvm.shfl.sync  bfly %126, %336, %25, %127 : f32 -> f32
      %338 = llvm.fadd %336, %337 : f32
      %339 = nvvm.shfl.sync  bfly %126, %338, %26, %127 : f32 -> f32
      %340 = llvm.fadd %338, %339 : f32
      %341 = llvm.getelementptr %10[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %138, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %342 = llvm.add %58, %52 overflow<nsw, nuw> : i64
      %343 = llvm.getelementptr inbounds|nuw %341[%342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %340, %343 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier0
      %344 = llvm.getelementptr inbounds|nuw %341[%141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %345 = llvm.load %344 : !llvm.ptr<3> -> f32
      %346 = llvm.getelementptr inbounds|nuw %341[%144] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %347 = llvm.load %346 : !llvm.ptr<3> -> f32
      %348 = llvm.fadd %345, %347 : f32
      %349 = llvm.getelementptr inbounds|nuw %341[%148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %350 = llvm.load %349 : !llvm.ptr<3> -> f32
      %351 = llvm.fadd %348, %350 : f32
      %352 = llvm.getelementptr inbounds|nuw %341[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %353 = llvm.load %352 : !llvm.ptr<3> -> f32
      %354 = llvm.fadd %351, %353 : f32
      %355 = llvm.getelementptr inbounds|nuw %341[%156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %356 = llvm.load %355 : !llvm.ptr<3> -> f32
      %357 = llvm.fadd %354, %356 : f32
      %358 = llvm.getelementptr inbounds|nuw %341[%160] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %359 = llvm.load %358 : !llvm.ptr<3> -> f32
      %360 = llvm.fadd %357, %359 : f32
      %361 = llvm.getelementptr inbounds|nuw %341[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %362 = llvm.load %361 : !llvm.ptr<3> -> f32
      %363 = llvm.fadd %360, %362 : f32
      %364 = llvm.getelementptr inbounds|nuw %341[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %365 = llvm.load %364 : !llvm.ptr<3> -> f32
      %366 = llvm.fadd %363, %365 : f32
      %367 = llvm.getelementptr inbounds|nuw %341[%172] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %368 = llvm.load %367 : !llvm.ptr<3> -> f32
      %369 = llvm.fadd %366, %368 : f32
      %370 = llvm.getelementptr inbounds|nuw %341[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %371 = llvm.load %370 : !llvm.ptr<3> -> f32
      %372 = llvm.fadd %369, %371 : f32
      %373 = llvm.getelementptr inbounds|nuw %341[%180] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %374 = llvm.load %373 : !llvm.ptr<3> -> f32
      %375 = llvm.fadd %372, %374 : f32
      %376 = llvm.getelementptr inbounds|nuw %341[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %377 = llvm.load %376 : !llvm.ptr<3> -> f32
      %378 = llvm.fadd %375, %377 : f32
      %379 = llvm.getelementptr inbounds|nuw %341[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %380 = llvm.load %379 : !llvm.ptr<3> -> f32
      %381 = llvm.fadd %378, %380 : f32
      %382 = llvm.getelementptr inbounds|nuw %341[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %383 = llvm.load %382 : !llvm.ptr<3> -> f32
      %384 = llvm.fadd %381, %383 : f32
      %385 = llvm.getelementptr inbounds|nuw %341[%196] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %386 = llvm.load %385 : !llvm.ptr<3> -> f32
      %387 = llvm.fadd %384, %386 : f32
      %388 = llvm.getelementptr inbounds|nuw %341[%200] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %389 = llvm.load %388 : !llvm.ptr<3> -> f32
      %390 = llvm.fadd %387, %389 : f32
      %391 = llvm.getelementptr inbounds|nuw %341[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %392 = llvm.load %391 : !llvm.ptr<3> -> f32
      %393 = llvm.fadd %390, %392 : f32
      %394 = llvm.getelementptr inbounds|nuw %341[%208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %395 = llvm.load %394 : !llvm.ptr<3> -> f32
      %396 = llvm.fadd %393, %395 : f32
      %397 = llvm.getelementptr inbounds|nuw %341[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %398 = llvm.load %397 : !llvm.ptr<3> -> f32
      %399 = llvm.fadd %396, %398 : f32
      %400 = llvm.getelementptr inbounds|nuw %341[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %401 = llvm.load %400 : !llvm.ptr<3> -> f32
      %402 = llvm.fadd %399, %401 : f32
      %403 = llvm.getelementptr inbounds|nuw %341[%220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %404 = llvm.load %403 : !llvm.ptr<3> -> f32
      %405 = llvm.fadd %402, %404 : f32
      %406 = llvm.getelementptr inbounds|nuw %341[%224] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %407 = llvm.load %406 : !llvm.ptr<3> -> f32
      %408 = llvm.fadd %405, %407 : f32
      %409 = llvm.getelementptr inbounds|nuw %341[%228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %410 = llvm.load %409 : !llvm.ptr<3> -> f32
      %411 = llvm.fadd %408, %410 : f32
      %412 = llvm.getelementptr inbounds|nuw %341[%232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %413 = llvm.load %412 : !llvm.ptr<3> -> f32
      %414 = llvm.fadd %411, %413 : f32
      %415 = llvm.getelementptr inbounds|nuw %341[%236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %416 = llvm.load %415 : !llvm.ptr<3> -> f32
      %417 = llvm.fadd %414, %416 : f32
      %418 = llvm.getelementptr inbounds|nuw %341[%240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %419 = llvm.load %418 : !llvm.ptr<3> -> f32
      %420 = llvm.fadd %417, %419 : f32
      %421 = llvm.getelementptr inbounds|nuw %341[%244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %422 = llvm.load %421 : !llvm.ptr<3> -> f32
      %423 = llvm.fadd %420, %422 : f32
      %424 = llvm.getelementptr inbounds|nuw %341[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %425 = llvm.load %424 : !llvm.ptr<3> -> f32
      %426 = llvm.fadd %423, %425 : f32
      %427 = llvm.getelementptr inbounds|nuw %341[%252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %428 = llvm.load %427 : !llvm.ptr<3> -> f32
      %429 = llvm.fadd %426, %428 : f32
      %430 = llvm.getelementptr inbounds|nuw %341[%256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %431 = llvm.load %430 : !llvm.ptr<3> -> f32
      %432 = llvm.fadd %429, %431 : f32
      %433 = llvm.getelementptr inbounds|nuw %341[%260] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %434 = llvm.load %433 : !llvm.ptr<3> -> f32
      %435 = llvm.fadd %432, %434 : f32
      %436 = llvm.getelementptr inbounds|nuw %341[%264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %437 = llvm.load %436 : !llvm.ptr<3> -> f32
      %438 = llvm.fadd %435, %437 : f32
      llvm.store %438, %67 : f32, !llvm.ptr
      %439 = llvm.load %65 : !llvm.ptr -> f32
      %440 = llvm.load %67 : !llvm.ptr -> f32
      %441 = llvm.fdiv %14, %440 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %442 = llvm.fmul %439, %441 : f32
      %443 = llvm.fptrunc %442 : f32 to bf16
      llvm.store %443, %64 : bf16, !llvm.ptr
      %444 = llvm.load %91 : !llvm.ptr -> f32
      %445 = llvm.load %67 : !llvm.ptr -> f32
      %446 = llvm.fdiv %14, %445 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %447 = llvm.fmul %444, %446 : f32
      %448 = llvm.fptrunc %447 : f32 to bf16
      llvm.store %448, %74 : bf16, !llvm.ptr
      %449 = llvm.load %94 : !llvm.ptr -> f32
      %450 = llvm.load %67 : !llvm.ptr -> f32
      %451 = llvm.fdiv %14, %450 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %452 = llvm.fmul %449, %451 : f32
      %453 = llvm.fptrunc %452 : f32 to bf16
      llvm.store %453, %76 : bf16, !llvm.ptr
      %454 = llvm.load %97 : !llvm.ptr -> f32
      %455 = llvm.load %67 : !llvm.ptr -> f32
      %456 = llvm.fdiv %14, %455 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %457 = llvm.fmul %454, %456 : f32
      %458 = llvm.fptrunc %457 : f32 to bf16
      llvm.store %458, %78 : bf16, !llvm.ptr
      %459 = llvm.load %100 : !llvm.ptr -> f32
      %460 = llvm.load %67 : !llvm.ptr -> f32
      %461 = llvm.fdiv %14, %460 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %462 = llvm.fmul %459, %461 : f32
      %463 = llvm.fptrunc %462 : f32 to bf16
      llvm.store %463, %80 : bf16, !llvm.ptr
      %464 = llvm.load %103 : !llvm.ptr -> f32
      %465 = llvm.load %67 : !llvm.ptr -> f32
      %466 = llvm.fdiv %14, %465 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %467 = llvm.fmul %464, %466 : f32
      %468 = llvm.fptrunc %467 : f32 to bf16
      llvm.store %468, %82 : bf16, !llvm.ptr
      %469 = llvm.load %106 : !llvm.ptr -> f32
      %470 = llvm.load %67 : !llvm.ptr -> f32
      %471 = llvm.fdiv %14, %470 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %472 = llvm.fmul %469, %471 : f32
      %473 = llvm.fptrunc %472 : f32 to bf16
      llvm.store %473, %84 : bf16, !llvm.ptr
      %474 = llvm.load %109 : !llvm.ptr -> f32
      %475 = llvm.load %67 : !llvm.ptr -> f32
      %476 = llvm.fdiv %14, %475 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %477 = llvm.fmul %474, %476 : f32
      %478 = llvm.fptrunc %477 : f32 to bf16
      llvm.store %478, %86 : bf16, !llvm.ptr
      %479 = llvm.load %64 : !llvm.ptr -> bf16
      %480 = llvm.load %74 : !llvm.ptr -> bf16
      %481 = llvm.load %76 : !llvm.ptr -> bf16
      %482 = llvm.load %78 : !llvm.ptr -> bf16
      %483 = llvm.load %80 : !llvm.ptr -> bf16
      %484 = llvm.load %82 : !llvm.ptr -> bf16
      %485 = llvm.load %84 : !llvm.ptr -> bf16
      %486 = llvm.load %86 : !llvm.ptr -> bf16
      %487 = llvm.insertelement %479, %0[%9 : i64] : vector<8xbf16>
      %488 = llvm.insertelement %480, %487[%8 : i64] : vector<8xbf16>
      %489 = llvm.insertelement %481, %488[%7 : i64] : vector<8xbf16>
      %490 = llvm.insertelement %482, %489[%6 : i64] : vector<8xbf16>
      %491 = llvm.insertelement %483, %490[%5 : i64] : vector<8xbf16>
      %492 = llvm.insertelement %484, %491[%4 : i64] : vector<8xbf16>
      %493 = llvm.insertelement %485, %492[%3 : i64] : vector<8xbf16>
      %494 = llvm.insertelement %486, %493[%2 : i64] : vector<8xbf16>
      %495 = llvm.getelementptr %arg1[%69] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %494, %495 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @softmax_online_f16_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @__nv_fmaxf(f32, f32) -> f32
    llvm.func @softmax_online_f16(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 1024, 1, 1>, gpu.known_grid_size = array<i32: 1024, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 1024, 1, 1>, tile.params = {M = 1024 : i64, N = 65536 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.mlir.constant(1024 : index) : i64
      %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.mlir.constant(65536 : index) : i64
      %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.mlir.constant(65536 : index) : i64
      %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.mlir.constant(1 : index) : i64
      %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.insertvalue %arg0, %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %arg0, %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.mlir.constant(0 : index) : i64
      %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.mlir.constant(1024 : index) : i64
      %19 = llvm.insertvalue %18, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.mlir.constant(65536 : index) : i64
      %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.mlir.constant(65536 : index) : i64
      %23 = llvm.insertvalue %22, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.mlir.constant(1 : index) : i64
      %25 = llvm.insertvalue %24, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.mlir.constant(128 : index) : i64
      %27 = llvm.mlir.constant(31 : index) : i64
      %28 = llvm.mlir.constant(30 : index) : i64
      %29 = llvm.mlir.constant(29 : index) : i64
      %30 = llvm.mlir.constant(28 : index) : i64
      %31 = llvm.mlir.constant(27 : index) : i64
      %32 = llvm.mlir.constant(26 : index) : i64
      %33 = llvm.mlir.constant(25 : index) : i64
      %34 = llvm.mlir.constant(24 : index) : i64
      %35 = llvm.mlir.constant(23 : index) : i64
      %36 = llvm.mlir.constant(22 : index) : i64
      %37 = llvm.mlir.constant(21 : index) : i64
      %38 = llvm.mlir.constant(20 : index) : i64
      %39 = llvm.mlir.constant(19 : index) : i64
      %40 = llvm.mlir.constant(18 : index) : i64
      %41 = llvm.mlir.constant(17 : index) : i64
      %42 = llvm.mlir.constant(16 : index) : i64
      %43 = llvm.mlir.constant(15 : index) : i64
      %44 = llvm.mlir.constant(14 : index) : i64
      %45 = llvm.mlir.constant(13 : index) : i64
      %46 = llvm.mlir.constant(12 : index) : i64
      %47 = llvm.mlir.constant(11 : index) : i64
      %48 = llvm.mlir.constant(10 : index) : i64
      %49 = llvm.mlir.constant(9 : index) : i64
      %50 = llvm.mlir.constant(16 : i32) : i32
      %51 = llvm.mlir.constant(8 : i32) : i32
      %52 = llvm.mlir.constant(4 : i32) : i32
      %53 = llvm.mlir.constant(2 : i32) : i32
      %54 = llvm.mlir.constant(1 : i32) : i32
      %55 = llvm.mlir.constant(32 : i32) : i32
      %56 = llvm.mlir.constant(7 : index) : i64
      %57 = llvm.mlir.constant(6 : index) : i64
      %58 = llvm.mlir.constant(5 : index) : i64
      %59 = llvm.mlir.constant(4 : index) : i64
      %60 = llvm.mlir.constant(3 : index) : i64
      %61 = llvm.mlir.constant(2 : index) : i64
      %62 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %63 = llvm.mlir.constant(1.44269502 : f32) : f32
      %64 = llvm.mlir.constant(8192 : index) : i64
      %65 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %66 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %67 = llvm.mlir.constant(8 : index) : i64
      %68 = llvm.mlir.constant(1 : index) : i64
      %69 = llvm.mlir.constant(0 : index) : i64
      %70 = llvm.mlir.constant(32 : index) : i64
      %71 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %72 = llvm.sext %71 : i32 to i64
      %73 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %74 = llvm.getelementptr %73[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %75 = llvm.mlir.constant(0 : index) : i64
      %76 = llvm.mlir.constant(1 : index) : i64
      %77 = llvm.mlir.zero : !llvm.ptr
      %78 = llvm.getelementptr %77[%75] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %79 = llvm.ptrtoint %78 : !llvm.ptr to i64
      %80 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %81 = llvm.insertvalue %74, %80[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %82 = llvm.insertvalue %74, %81[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %83 = llvm.mlir.constant(0 : index) : i64
      %84 = llvm.insertvalue %83, %82[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %85 = llvm.insertvalue %75, %84[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %86 = llvm.insertvalue %76, %85[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %87 = llvm.urem %72, %70 : i64
      %88 = llvm.udiv %72, %70 : i64
      %89 = llvm.urem %87, %70 : i64
      %90 = llvm.urem %88, %70 : i64
      %91 = llvm.mul %90, %70 : i64
      %92 = llvm.add %91, %89 : i64
      %93 = llvm.mul %92, %67 : i64
      %94 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 1024> : i32
      %95 = llvm.sext %94 : i32 to i64
      %96 = llvm.mlir.constant(8 : index) : i64
      %97 = llvm.mlir.constant(1 : index) : i64
      %98 = llvm.alloca %96 x f16 : (i64) -> !llvm.ptr
      %99 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %100 = llvm.insertvalue %98, %99[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %101 = llvm.insertvalue %98, %100[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %102 = llvm.mlir.constant(0 : index) : i64
      %103 = llvm.insertvalue %102, %101[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %104 = llvm.insertvalue %96, %103[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %105 = llvm.insertvalue %97, %104[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %106 = llvm.mlir.constant(8 : index) : i64
      %107 = llvm.mlir.constant(1 : index) : i64
      %108 = llvm.alloca %106 x f32 : (i64) -> !llvm.ptr
      %109 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %110 = llvm.insertvalue %108, %109[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %111 = llvm.insertvalue %108, %110[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %112 = llvm.mlir.constant(0 : index) : i64
      %113 = llvm.insertvalue %112, %111[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %114 = llvm.insertvalue %106, %113[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %115 = llvm.insertvalue %107, %114[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %116 = llvm.mlir.constant(1 : index) : i64
      %117 = llvm.mlir.constant(1 : index) : i64
      %118 = llvm.alloca %116 x f32 : (i64) -> !llvm.ptr
      %119 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %120 = llvm.insertvalue %118, %119[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %121 = llvm.insertvalue %118, %120[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %122 = llvm.mlir.constant(0 : index) : i64
      %123 = llvm.insertvalue %122, %121[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %124 = llvm.insertvalue %116, %123[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %125 = llvm.insertvalue %117, %124[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %126 = llvm.mlir.constant(1 : index) : i64
      %127 = llvm.mlir.constant(1 : index) : i64
      %128 = llvm.alloca %126 x f32 : (i64) -> !llvm.ptr
      %129 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %130 = llvm.insertvalue %128, %129[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %131 = llvm.insertvalue %128, %130[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %132 = llvm.mlir.constant(0 : index) : i64
      %133 = llvm.insertvalue %132, %131[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %134 = llvm.insertvalue %126, %133[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %135 = llvm.insertvalue %127, %134[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %136 = llvm.mlir.constant(1 : index) : i64
      %137 = llvm.mlir.constant(1 : index) : i64
      %138 = llvm.alloca %136 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %139 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %140 = llvm.insertvalue %138, %139[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %141 = llvm.insertvalue %138, %140[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %142 = llvm.mlir.constant(0 : index) : i64
      %143 = llvm.insertvalue %142, %141[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %144 = llvm.insertvalue %136, %143[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %145 = llvm.insertvalue %137, %144[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %146 = llvm.mlir.constant(1 : index) : i64
      %147 = llvm.mlir.constant(1 : index) : i64
      %148 = llvm.alloca %146 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %149 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %150 = llvm.insertvalue %148, %149[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %151 = llvm.insertvalue %148, %150[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %152 = llvm.mlir.constant(0 : index) : i64
      %153 = llvm.insertvalue %152, %151[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %154 = llvm.insertvalue %146, %153[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %155 = llvm.insertvalue %147, %154[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %156 = llvm.extractvalue %145[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %157 = llvm.getelementptr inbounds|nuw %156[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %66, %157 : f32, !llvm.ptr
      %158 = llvm.extractvalue %155[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %159 = llvm.getelementptr inbounds|nuw %158[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %65, %159 : f32, !llvm.ptr
      llvm.br ^bb1(%69 : i64)
    ^bb1(%160: i64):  // 2 preds: ^bb0, ^bb6
      %161 = llvm.icmp "slt" %160, %67 : i64
      llvm.cond_br %161, ^bb2, ^bb7
    ^bb2:  // pred: ^bb1
      %162 = llvm.mul %160, %64 : i64
      %163 = llvm.add %162, %93 : i64
      %164 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %165 = llvm.mlir.constant(65536 : index) : i64
      %166 = llvm.mul %95, %165 : i64
      %167 = llvm.add %166, %163 : i64
      %168 = llvm.getelementptr %164[%167] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %169 = llvm.load %168 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      %170 = llvm.mlir.constant(0 : i64) : i64
      %171 = llvm.extractelement %169[%170 : i64] : vector<8xf16>
      %172 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %173 = llvm.getelementptr inbounds|nuw %172[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %171, %173 : f16, !llvm.ptr
      %174 = llvm.mlir.constant(1 : i64) : i64
      %175 = llvm.extractelement %169[%174 : i64] : vector<8xf16>
      %176 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %177 = llvm.getelementptr inbounds|nuw %176[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %175, %177 : f16, !llvm.ptr
      %178 = llvm.mlir.constant(2 : i64) : i64
      %179 = llvm.extractelement %169[%178 : i64] : vector<8xf16>
      %180 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %181 = llvm.getelementptr inbounds|nuw %180[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %179, %181 : f16, !llvm.ptr
      %182 = llvm.mlir.constant(3 : i64) : i64
      %183 = llvm.extractelement %169[%182 : i64] : vector<8xf16>
      %184 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %185 = llvm.getelementptr inbounds|nuw %184[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %183, %185 : f16, !llvm.ptr
      %186 = llvm.mlir.constant(4 : i64) : i64
      %187 = llvm.extractelement %169[%186 : i64] : vector<8xf16>
      %188 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %189 = llvm.getelementptr inbounds|nuw %188[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %187, %189 : f16, !llvm.ptr
      %190 = llvm.mlir.constant(5 : i64) : i64
      %191 = llvm.extractelement %169[%190 : i64] : vector<8xf16>
      %192 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %193 = llvm.getelementptr inbounds|nuw %192[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %191, %193 : f16, !llvm.ptr
      %194 = llvm.mlir.constant(6 : i64) : i64
      %195 = llvm.extractelement %169[%194 : i64] : vector<8xf16>
      %196 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %197 = llvm.getelementptr inbounds|nuw %196[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %195, %197 : f16, !llvm.ptr
      %198 = llvm.mlir.constant(7 : i64) : i64
      %199 = llvm.extractelement %169[%198 : i64] : vector<8xf16>
      %200 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %201 = llvm.getelementptr inbounds|nuw %200[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %199, %201 : f16, !llvm.ptr
      %202 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %203 = llvm.getelementptr inbounds|nuw %202[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %204 = llvm.load %203 : !llvm.ptr -> f16
      %205 = llvm.fpext %204 : f16 to f32
      %206 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %207 = llvm.getelementptr inbounds|nuw %206[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %205, %207 : f32, !llvm.ptr
      %208 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %209 = llvm.getelementptr inbounds|nuw %208[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %210 = llvm.load %209 : !llvm.ptr -> f16
      %211 = llvm.fpext %210 : f16 to f32
      %212 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %213 = llvm.getelementptr inbounds|nuw %212[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %211, %213 : f32, !llvm.ptr
      %214 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %215 = llvm.getelementptr inbounds|nuw %214[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %216 = llvm.load %215 : !llvm.ptr -> f16
      %217 = llvm.fpext %216 : f16 to f32
      %218 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %219 = llvm.getelementptr inbounds|nuw %218[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %217, %219 : f32, !llvm.ptr
      %220 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %221 = llvm.getelementptr inbounds|nuw %220[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %222 = llvm.load %221 : !llvm.ptr -> f16
      %223 = llvm.fpext %222 : f16 to f32
      %224 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %225 = llvm.getelementptr inbounds|nuw %224[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %223, %225 : f32, !llvm.ptr
      %226 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %227 = llvm.getelementptr inbounds|nuw %226[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %228 = llvm.load %227 : !llvm.ptr -> f16
      %229 = llvm.fpext %228 : f16 to f32
      %230 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %231 = llvm.getelementptr inbounds|nuw %230[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %229, %231 : f32, !llvm.ptr
      %232 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %233 = llvm.getelementptr inbounds|nuw %232[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %234 = llvm.load %233 : !llvm.ptr -> f16
      %235 = llvm.fpext %234 : f16 to f32
      %236 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %237 = llvm.getelementptr inbounds|nuw %236[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %235, %237 : f32, !llvm.ptr
      %238 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %239 = llvm.getelementptr inbounds|nuw %238[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %240 = llvm.load %239 : !llvm.ptr -> f16
      %241 = llvm.fpext %240 : f16 to f32
      %242 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %243 = llvm.getelementptr inbounds|nuw %242[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %241, %243 : f32, !llvm.ptr
      %244 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %245 = llvm.getelementptr inbounds|nuw %244[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %246 = llvm.load %245 : !llvm.ptr -> f16
      %247 = llvm.fpext %246 : f16 to f32
      %248 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %249 = llvm.getelementptr inbounds|nuw %248[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %247, %249 : f32, !llvm.ptr
      %250 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %251 = llvm.getelementptr inbounds|nuw %250[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %252 = llvm.load %251 : !llvm.ptr -> f32
      %253 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %254 = llvm.getelementptr inbounds|nuw %253[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %255 = llvm.load %254 : !llvm.ptr -> f32
      %256 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %257 = llvm.getelementptr inbounds|nuw %256[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %258 = llvm.load %257 : !llvm.ptr -> f32
      %259 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %260 = llvm.getelementptr inbounds|nuw %259[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %261 = llvm.load %260 : !llvm.ptr -> f32
      %262 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %263 = llvm.getelementptr inbounds|nuw %262[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %264 = llvm.load %263 : !llvm.ptr -> f32
      %265 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %266 = llvm.getelementptr inbounds|nuw %265[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %267 = llvm.load %266 : !llvm.ptr -> f32
      %268 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %269 = llvm.getelementptr inbounds|nuw %268[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %270 = llvm.load %269 : !llvm.ptr -> f32
      %271 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %272 = llvm.getelementptr inbounds|nuw %271[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %273 = llvm.load %272 : !llvm.ptr -> f32
      %274 = llvm.call @__nv_fmaxf(%252, %255) : (f32, f32) -> f32
      %275 = llvm.call @__nv_fmaxf(%258, %261) : (f32, f32) -> f32
      %276 = llvm.call @__nv_fmaxf(%264, %267) : (f32, f32) -> f32
      %277 = llvm.call @__nv_fmaxf(%270, %273) : (f32, f32) -> f32
      %278 = llvm.call @__nv_fmaxf(%274, %275) : (f32, f32) -> f32
      %279 = llvm.call @__nv_fmaxf(%276, %277) : (f32, f32) -> f32
      %280 = llvm.call @__nv_fmaxf(%278, %279) : (f32, f32) -> f32
      %281 = llvm.mlir.constant(1 : i32) : i32
      %282 = llvm.mlir.constant(-1 : i32) : i32
      %283 = llvm.mlir.constant(32 : i32) : i32
      %284 = llvm.sub %283, %55 : i32
      %285 = llvm.lshr %282, %284 : i32
      %286 = llvm.sub %55, %281 : i32
      %287 = nvvm.shfl.sync  bfly %285, %280, %54, %286 : f32 -> f32
      %288 = llvm.call @__nv_fmaxf(%280, %287) : (f32, f32) -> f32
      %289 = llvm.mlir.constant(1 : i32) : i32
      %290 = llvm.mlir.constant(-1 : i32) : i32
      %291 = llvm.mlir.constant(32 : i32) : i32
      %292 = llvm.sub %291, %55 : i32
      %293 = llvm.lshr %290, %292 : i32
      %294 = llvm.sub %55, %289 : i32
      %295 = nvvm.shfl.sync  bfly %293, %288, %53, %294 : f32 -> f32
      %296 = llvm.call @__nv_fmaxf(%288, %295) : (f32, f32) -> f32
      %297 = llvm.mlir.constant(1 : i32) : i32
      %298 = llvm.mlir.constant(-1 : i32) : i32
      %299 = llvm.mlir.constant(32 : i32) : i32
      %300 = llvm.sub %299, %55 : i32
      %301 = llvm.lshr %298, %300 : i32
      %302 = llvm.sub %55, %297 : i32
      %303 = nvvm.shfl.sync  bfly %301, %296, %52, %302 : f32 -> f32
      %304 = llvm.call @__nv_fmaxf(%296, %303) : (f32, f32) -> f32
      %305 = llvm.mlir.constant(1 : i32) : i32
      %306 = llvm.mlir.constant(-1 : i32) : i32
      %307 = llvm.mlir.constant(32 : i32) : i32
      %308 = llvm.sub %307, %55 : i32
      %309 = llvm.lshr %306, %308 : i32
      %310 = llvm.sub %55, %305 : i32
      %311 = nvvm.shfl.sync  bfly %309, %304, %51, %310 : f32 -> f32
      %312 = llvm.call @__nv_fmaxf(%304, %311) : (f32, f32) -> f32
      %313 = llvm.mlir.constant(1 : i32) : i32
      %314 = llvm.mlir.constant(-1 : i32) : i32
      %315 = llvm.mlir.constant(32 : i32) : i32
      %316 = llvm.sub %315, %55 : i32
      %317 = llvm.lshr %314, %316 : i32
      %318 = llvm.sub %55, %313 : i32
      %319 = nvvm.shfl.sync  bfly %317, %312, %50, %318 : f32 -> f32
      %320 = llvm.call @__nv_fmaxf(%312, %319) : (f32, f32) -> f32
      %321 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %322 = llvm.extractvalue %86[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %323 = llvm.insertvalue %322, %321[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %324 = llvm.extractvalue %86[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %325 = llvm.getelementptr %324[%69] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %326 = llvm.insertvalue %325, %323[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %327 = llvm.mlir.constant(0 : index) : i64
      %328 = llvm.insertvalue %327, %326[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %329 = llvm.mlir.constant(1 : index) : i64
      %330 = llvm.insertvalue %329, %328[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %331 = llvm.mlir.constant(1 : index) : i64
      %332 = llvm.insertvalue %331, %330[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %333 = llvm.mlir.constant(32 : index) : i64
      %334 = llvm.insertvalue %333, %332[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %335 = llvm.mlir.constant(1 : index) : i64
      %336 = llvm.insertvalue %335, %334[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      nvvm.barrier0
      %337 = llvm.icmp "eq" %89, %69 : i64
      llvm.cond_br %337, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %338 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %339 = llvm.add %90, %69 overflow<nsw, nuw> : i64
      %340 = llvm.getelementptr inbounds|nuw %338[%339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %320, %340 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier0
      %341 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %342 = llvm.add %69, %69 overflow<nsw, nuw> : i64
      %343 = llvm.getelementptr inbounds|nuw %341[%342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %344 = llvm.load %343 : !llvm.ptr<3> -> f32
      %345 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %346 = llvm.add %68, %69 overflow<nsw, nuw> : i64
      %347 = llvm.getelementptr inbounds|nuw %345[%346] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %348 = llvm.load %347 : !llvm.ptr<3> -> f32
      %349 = llvm.call @__nv_fmaxf(%344, %348) : (f32, f32) -> f32
      %350 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %351 = llvm.add %61, %69 overflow<nsw, nuw> : i64
      %352 = llvm.getelementptr inbounds|nuw %350[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %353 = llvm.load %352 : !llvm.ptr<3> -> f32
      %354 = llvm.call @__nv_fmaxf(%349, %353) : (f32, f32) -> f32
      %355 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %356 = llvm.add %60, %69 overflow<nsw, nuw> : i64
      %357 = llvm.getelementptr inbounds|nuw %355[%356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %358 = llvm.load %357 : !llvm.ptr<3> -> f32
      %359 = llvm.call @__nv_fmaxf(%354, %358) : (f32, f32) -> f32
      %360 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %361 = llvm.add %59, %69 overflow<nsw, nuw> : i64
      %362 = llvm.getelementptr inbounds|nuw %360[%361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %363 = llvm.load %362 : !llvm.ptr<3> -> f32
      %364 = llvm.call @__nv_fmaxf(%359, %363) : (f32, f32) -> f32
      %365 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %366 = llvm.add %58, %69 overflow<nsw, nuw> : i64
      %367 = llvm.getelementptr inbounds|nuw %365[%366] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %368 = llvm.load %367 : !llvm.ptr<3> -> f32
      %369 = llvm.call @__nv_fmaxf(%364, %368) : (f32, f32) -> f32
      %370 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %371 = llvm.add %57, %69 overflow<nsw, nuw> : i64
      %372 = llvm.getelementptr inbounds|nuw %370[%371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %373 = llvm.load %372 : !llvm.ptr<3> -> f32
      %374 = llvm.call @__nv_fmaxf(%369, %373) : (f32, f32) -> f32
      %375 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %376 = llvm.add %56, %69 overflow<nsw, nuw> : i64
      %377 = llvm.getelementptr inbounds|nuw %375[%376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %378 = llvm.load %377 : !llvm.ptr<3> -> f32
      %379 = llvm.call @__nv_fmaxf(%374, %378) : (f32, f32) -> f32
      %380 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %381 = llvm.add %67, %69 overflow<nsw, nuw> : i64
      %382 = llvm.getelementptr inbounds|nuw %380[%381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %383 = llvm.load %382 : !llvm.ptr<3> -> f32
      %384 = llvm.call @__nv_fmaxf(%379, %383) : (f32, f32) -> f32
      %385 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %386 = llvm.add %49, %69 overflow<nsw, nuw> : i64
      %387 = llvm.getelementptr inbounds|nuw %385[%386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %388 = llvm.load %387 : !llvm.ptr<3> -> f32
      %389 = llvm.call @__nv_fmaxf(%384, %388) : (f32, f32) -> f32
      %390 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %391 = llvm.add %48, %69 overflow<nsw, nuw> : i64
      %392 = llvm.getelementptr inbounds|nuw %390[%391] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %393 = llvm.load %392 : !llvm.ptr<3> -> f32
      %394 = llvm.call @__nv_fmaxf(%389, %393) : (f32, f32) -> f32
      %395 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %396 = llvm.add %47, %69 overflow<nsw, nuw> : i64
      %397 = llvm.getelementptr inbounds|nuw %395[%396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %398 = llvm.load %397 : !llvm.ptr<3> -> f32
      %399 = llvm.call @__nv_fmaxf(%394, %398) : (f32, f32) -> f32
      %400 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %401 = llvm.add %46, %69 overflow<nsw, nuw> : i64
      %402 = llvm.getelementptr inbounds|nuw %400[%401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %403 = llvm.load %402 : !llvm.ptr<3> -> f32
      %404 = llvm.call @__nv_fmaxf(%399, %403) : (f32, f32) -> f32
      %405 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %406 = llvm.add %45, %69 overflow<nsw, nuw> : i64
      %407 = llvm.getelementptr inbounds|nuw %405[%406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %408 = llvm.load %407 : !llvm.ptr<3> -> f32
      %409 = llvm.call @__nv_fmaxf(%404, %408) : (f32, f32) -> f32
      %410 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %411 = llvm.add %44, %69 overflow<nsw, nuw> : i64
      %412 = llvm.getelementptr inbounds|nuw %410[%411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %413 = llvm.load %412 : !llvm.ptr<3> -> f32
      %414 = llvm.call @__nv_fmaxf(%409, %413) : (f32, f32) -> f32
      %415 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %416 = llvm.add %43, %69 overflow<nsw, nuw> : i64
      %417 = llvm.getelementptr inbounds|nuw %415[%416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %418 = llvm.load %417 : !llvm.ptr<3> -> f32
      %419 = llvm.call @__nv_fmaxf(%414, %418) : (f32, f32) -> f32
      %420 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %421 = llvm.add %42, %69 overflow<nsw, nuw> : i64
      %422 = llvm.getelementptr inbounds|nuw %420[%421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %423 = llvm.load %422 : !llvm.ptr<3> -> f32
      %424 = llvm.call @__nv_fmaxf(%419, %423) : (f32, f32) -> f32
      %425 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %426 = llvm.add %41, %69 overflow<nsw, nuw> : i64
      %427 = llvm.getelementptr inbounds|nuw %425[%426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %428 = llvm.load %427 : !llvm.ptr<3> -> f32
      %429 = llvm.call @__nv_fmaxf(%424, %428) : (f32, f32) -> f32
      %430 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %431 = llvm.add %40, %69 overflow<nsw, nuw> : i64
      %432 = llvm.getelementptr inbounds|nuw %430[%431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %433 = llvm.load %432 : !llvm.ptr<3> -> f32
      %434 = llvm.call @__nv_fmaxf(%429, %433) : (f32, f32) -> f32
      %435 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %436 = llvm.add %39, %69 overflow<nsw, nuw> : i64
      %437 = llvm.getelementptr inbounds|nuw %435[%436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %438 = llvm.load %437 : !llvm.ptr<3> -> f32
      %439 = llvm.call @__nv_fmaxf(%434, %438) : (f32, f32) -> f32
      %440 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %441 = llvm.add %38, %69 overflow<nsw, nuw> : i64
      %442 = llvm.getelementptr inbounds|nuw %440[%441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %443 = llvm.load %442 : !llvm.ptr<3> -> f32
      %444 = llvm.call @__nv_fmaxf(%439, %443) : (f32, f32) -> f32
      %445 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %446 = llvm.add %37, %69 overflow<nsw, nuw> : i64
      %447 = llvm.getelementptr inbounds|nuw %445[%446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %448 = llvm.load %447 : !llvm.ptr<3> -> f32
      %449 = llvm.call @__nv_fmaxf(%444, %448) : (f32, f32) -> f32
      %450 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %451 = llvm.add %36, %69 overflow<nsw, nuw> : i64
      %452 = llvm.getelementptr inbounds|nuw %450[%451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %453 = llvm.load %452 : !llvm.ptr<3> -> f32
      %454 = llvm.call @__nv_fmaxf(%449, %453) : (f32, f32) -> f32
      %455 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %456 = llvm.add %35, %69 overflow<nsw, nuw> : i64
      %457 = llvm.getelementptr inbounds|nuw %455[%456] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %458 = llvm.load %457 : !llvm.ptr<3> -> f32
      %459 = llvm.call @__nv_fmaxf(%454, %458) : (f32, f32) -> f32
      %460 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %461 = llvm.add %34, %69 overflow<nsw, nuw> : i64
      %462 = llvm.getelementptr inbounds|nuw %460[%461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %463 = llvm.load %462 : !llvm.ptr<3> -> f32
      %464 = llvm.call @__nv_fmaxf(%459, %463) : (f32, f32) -> f32
      %465 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %466 = llvm.add %33, %69 overflow<nsw, nuw> : i64
      %467 = llvm.getelementptr inbounds|nuw %465[%466] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %468 = llvm.load %467 : !llvm.ptr<3> -> f32
      %469 = llvm.call @__nv_fmaxf(%464, %468) : (f32, f32) -> f32
      %470 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %471 = llvm.add %32, %69 overflow<nsw, nuw> : i64
      %472 = llvm.getelementptr inbounds|nuw %470[%471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %473 = llvm.load %472 : !llvm.ptr<3> -> f32
      %474 = llvm.call @__nv_fmaxf(%469, %473) : (f32, f32) -> f32
      %475 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %476 = llvm.add %31, %69 overflow<nsw, nuw> : i64
      %477 = llvm.getelementptr inbounds|nuw %475[%476] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %478 = llvm.load %477 : !llvm.ptr<3> -> f32
      %479 = llvm.call @__nv_fmaxf(%474, %478) : (f32, f32) -> f32
      %480 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %481 = llvm.add %30, %69 overflow<nsw, nuw> : i64
      %482 = llvm.getelementptr inbounds|nuw %480[%481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %483 = llvm.load %482 : !llvm.ptr<3> -> f32
      %484 = llvm.call @__nv_fmaxf(%479, %483) : (f32, f32) -> f32
      %485 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %486 = llvm.add %29, %69 overflow<nsw, nuw> : i64
      %487 = llvm.getelementptr inbounds|nuw %485[%486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %488 = llvm.load %487 : !llvm.ptr<3> -> f32
      %489 = llvm.call @__nv_fmaxf(%484, %488) : (f32, f32) -> f32
      %490 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %491 = llvm.add %28, %69 overflow<nsw, nuw> : i64
      %492 = llvm.getelementptr inbounds|nuw %490[%491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %493 = llvm.load %492 : !llvm.ptr<3> -> f32
      %494 = llvm.call @__nv_fmaxf(%489, %493) : (f32, f32) -> f32
      %495 = llvm.extractvalue %336[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %496 = llvm.add %27, %69 overflow<nsw, nuw> : i64
      %497 = llvm.getelementptr inbounds|nuw %495[%496] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %498 = llvm.load %497 : !llvm.ptr<3> -> f32
      %499 = llvm.call @__nv_fmaxf(%494, %498) : (f32, f32) -> f32
      %500 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %501 = llvm.getelementptr inbounds|nuw %500[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %499, %501 : f32, !llvm.ptr
      %502 = llvm.extractvalue %145[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %503 = llvm.getelementptr inbounds|nuw %502[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %504 = llvm.load %503 : !llvm.ptr -> f32
      %505 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %506 = llvm.getelementptr inbounds|nuw %505[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %507 = llvm.load %506 : !llvm.ptr -> f32
      %508 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %509 = llvm.getelementptr inbounds|nuw %508[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %510 = llvm.load %509 : !llvm.ptr -> f32
      %511 = llvm.call @__nv_fmaxf(%504, %510) : (f32, f32) -> f32
      %512 = llvm.fmul %507, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %513 = llvm.fmul %511, %63 : f32
      %514 = llvm.fsub %512, %513 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %515 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%514) : (f32) -> f32
      %516 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %517 = llvm.getelementptr inbounds|nuw %516[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %515, %517 : f32, !llvm.ptr
      %518 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %519 = llvm.getelementptr inbounds|nuw %518[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %520 = llvm.load %519 : !llvm.ptr -> f32
      %521 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %522 = llvm.getelementptr inbounds|nuw %521[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %523 = llvm.load %522 : !llvm.ptr -> f32
      %524 = llvm.call @__nv_fmaxf(%504, %523) : (f32, f32) -> f32
      %525 = llvm.fmul %520, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %526 = llvm.fmul %524, %63 : f32
      %527 = llvm.fsub %525, %526 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %528 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%527) : (f32) -> f32
      %529 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %530 = llvm.getelementptr inbounds|nuw %529[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %528, %530 : f32, !llvm.ptr
      %531 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %532 = llvm.getelementptr inbounds|nuw %531[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %533 = llvm.load %532 : !llvm.ptr -> f32
      %534 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %535 = llvm.getelementptr inbounds|nuw %534[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %536 = llvm.load %535 : !llvm.ptr -> f32
      %537 = llvm.call @__nv_fmaxf(%504, %536) : (f32, f32) -> f32
      %538 = llvm.fmul %533, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %539 = llvm.fmul %537, %63 : f32
      %540 = llvm.fsub %538, %539 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %541 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%540) : (f32) -> f32
      %542 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %543 = llvm.getelementptr inbounds|nuw %542[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %541, %543 : f32, !llvm.ptr
      %544 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %545 = llvm.getelementptr inbounds|nuw %544[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %546 = llvm.load %545 : !llvm.ptr -> f32
      %547 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %548 = llvm.getelementptr inbounds|nuw %547[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %549 = llvm.load %548 : !llvm.ptr -> f32
      %550 = llvm.call @__nv_fmaxf(%504, %549) : (f32, f32) -> f32
      %551 = llvm.fmul %546, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %552 = llvm.fmul %550, %63 : f32
      %553 = llvm.fsub %551, %552 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %554 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%553) : (f32) -> f32
      %555 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %556 = llvm.getelementptr inbounds|nuw %555[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %554, %556 : f32, !llvm.ptr
      %557 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %558 = llvm.getelementptr inbounds|nuw %557[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %559 = llvm.load %558 : !llvm.ptr -> f32
      %560 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %561 = llvm.getelementptr inbounds|nuw %560[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %562 = llvm.load %561 : !llvm.ptr -> f32
      %563 = llvm.call @__nv_fmaxf(%504, %562) : (f32, f32) -> f32
      %564 = llvm.fmul %559, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %565 = llvm.fmul %563, %63 : f32
      %566 = llvm.fsub %564, %565 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %567 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%566) : (f32) -> f32
      %568 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %569 = llvm.getelementptr inbounds|nuw %568[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %567, %569 : f32, !llvm.ptr
      %570 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %571 = llvm.getelementptr inbounds|nuw %570[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %572 = llvm.load %571 : !llvm.ptr -> f32
      %573 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %574 = llvm.getelementptr inbounds|nuw %573[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %575 = llvm.load %574 : !llvm.ptr -> f32
      %576 = llvm.call @__nv_fmaxf(%504, %575) : (f32, f32) -> f32
      %577 = llvm.fmul %572, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %578 = llvm.fmul %576, %63 : f32
      %579 = llvm.fsub %577, %578 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %580 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%579) : (f32) -> f32
      %581 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %582 = llvm.getelementptr inbounds|nuw %581[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %580, %582 : f32, !llvm.ptr
      %583 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %584 = llvm.getelementptr inbounds|nuw %583[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %585 = llvm.load %584 : !llvm.ptr -> f32
      %586 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %587 = llvm.getelementptr inbounds|nuw %586[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %588 = llvm.load %587 : !llvm.ptr -> f32
      %589 = llvm.call @__nv_fmaxf(%504, %588) : (f32, f32) -> f32
      %590 = llvm.fmul %585, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %591 = llvm.fmul %589, %63 : f32
      %592 = llvm.fsub %590, %591 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %593 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%592) : (f32) -> f32
      %594 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %595 = llvm.getelementptr inbounds|nuw %594[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %593, %595 : f32, !llvm.ptr
      %596 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %597 = llvm.getelementptr inbounds|nuw %596[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %598 = llvm.load %597 : !llvm.ptr -> f32
      %599 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %600 = llvm.getelementptr inbounds|nuw %599[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %601 = llvm.load %600 : !llvm.ptr -> f32
      %602 = llvm.call @__nv_fmaxf(%504, %601) : (f32, f32) -> f32
      %603 = llvm.fmul %598, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %604 = llvm.fmul %602, %63 : f32
      %605 = llvm.fsub %603, %604 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %606 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%605) : (f32) -> f32
      %607 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %608 = llvm.getelementptr inbounds|nuw %607[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %606, %608 : f32, !llvm.ptr
      %609 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %610 = llvm.getelementptr inbounds|nuw %609[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %611 = llvm.load %610 : !llvm.ptr -> f32
      %612 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %613 = llvm.getelementptr inbounds|nuw %612[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %614 = llvm.load %613 : !llvm.ptr -> f32
      %615 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %616 = llvm.getelementptr inbounds|nuw %615[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %617 = llvm.load %616 : !llvm.ptr -> f32
      %618 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %619 = llvm.getelementptr inbounds|nuw %618[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %620 = llvm.load %619 : !llvm.ptr -> f32
      %621 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %622 = llvm.getelementptr inbounds|nuw %621[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %623 = llvm.load %622 : !llvm.ptr -> f32
      %624 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %625 = llvm.getelementptr inbounds|nuw %624[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %626 = llvm.load %625 : !llvm.ptr -> f32
      %627 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %628 = llvm.getelementptr inbounds|nuw %627[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %629 = llvm.load %628 : !llvm.ptr -> f32
      %630 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %631 = llvm.getelementptr inbounds|nuw %630[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %632 = llvm.load %631 : !llvm.ptr -> f32
      %633 = llvm.fadd %611, %614 : f32
      %634 = llvm.fadd %617, %620 : f32
      %635 = llvm.fadd %623, %626 : f32
      %636 = llvm.fadd %629, %632 : f32
      %637 = llvm.fadd %633, %634 : f32
      %638 = llvm.fadd %635, %636 : f32
      %639 = llvm.fadd %637, %638 : f32
      %640 = llvm.mlir.constant(1 : i32) : i32
      %641 = llvm.mlir.constant(-1 : i32) : i32
      %642 = llvm.mlir.constant(32 : i32) : i32
      %643 = llvm.sub %642, %55 : i32
      %644 = llvm.lshr %641, %643 : i32
      %645 = llvm.sub %55, %640 : i32
      %646 = nvvm.shfl.sync  bfly %644, %639, %54, %645 : f32 -> f32
      %647 = llvm.fadd %639, %646 : f32
      %648 = llvm.mlir.constant(1 : i32) : i32
      %649 = llvm.mlir.constant(-1 : i32) : i32
      %650 = llvm.mlir.constant(32 : i32) : i32
      %651 = llvm.sub %650, %55 : i32
      %652 = llvm.lshr %649, %651 : i32
      %653 = llvm.sub %55, %648 : i32
      %654 = nvvm.shfl.sync  bfly %652, %647, %53, %653 : f32 -> f32
      %655 = llvm.fadd %647, %654 : f32
      %656 = llvm.mlir.constant(1 : i32) : i32
      %657 = llvm.mlir.constant(-1 : i32) : i32
      %658 = llvm.mlir.constant(32 : i32) : i32
      %659 = llvm.sub %658, %55 : i32
      %660 = llvm.lshr %657, %659 : i32
      %661 = llvm.sub %55, %656 : i32
      %662 = nvvm.shfl.sync  bfly %660, %655, %52, %661 : f32 -> f32
      %663 = llvm.fadd %655, %662 : f32
      %664 = llvm.mlir.constant(1 : i32) : i32
      %665 = llvm.mlir.constant(-1 : i32) : i32
      %666 = llvm.mlir.constant(32 : i32) : i32
      %667 = llvm.sub %666, %55 : i32
      %668 = llvm.lshr %665, %667 : i32
      %669 = llvm.sub %55, %664 : i32
      %670 = nvvm.shfl.sync  bfly %668, %663, %51, %669 : f32 -> f32
      %671 = llvm.fadd %663, %670 : f32
      %672 = llvm.mlir.constant(1 : i32) : i32
      %673 = llvm.mlir.constant(-1 : i32) : i32
      %674 = llvm.mlir.constant(32 : i32) : i32
      %675 = llvm.sub %674, %55 : i32
      %676 = llvm.lshr %673, %675 : i32
      %677 = llvm.sub %55, %672 : i32
      %678 = nvvm.shfl.sync  bfly %676, %671, %50, %677 : f32 -> f32
      %679 = llvm.fadd %671, %678 : f32
      %680 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %681 = llvm.extractvalue %86[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %682 = llvm.insertvalue %681, %680[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %683 = llvm.extractvalue %86[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %684 = llvm.getelementptr %683[%26] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %685 = llvm.insertvalue %684, %682[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %686 = llvm.mlir.constant(0 : index) : i64
      %687 = llvm.insertvalue %686, %685[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %688 = llvm.mlir.constant(1 : index) : i64
      %689 = llvm.insertvalue %688, %687[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %690 = llvm.mlir.constant(1 : index) : i64
      %691 = llvm.insertvalue %690, %689[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %692 = llvm.mlir.constant(32 : index) : i64
      %693 = llvm.insertvalue %692, %691[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %694 = llvm.mlir.constant(1 : index) : i64
      %695 = llvm.insertvalue %694, %693[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      nvvm.barrier0
      llvm.cond_br %337, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %696 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %697 = llvm.add %90, %69 overflow<nsw, nuw> : i64
      %698 = llvm.getelementptr inbounds|nuw %696[%697] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %679, %698 : f32, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      nvvm.barrier0
      %699 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %700 = llvm.add %69, %69 overflow<nsw, nuw> : i64
      %701 = llvm.getelementptr inbounds|nuw %699[%700] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %702 = llvm.load %701 : !llvm.ptr<3> -> f32
      %703 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %704 = llvm.add %68, %69 overflow<nsw, nuw> : i64
      %705 = llvm.getelementptr inbounds|nuw %703[%704] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %706 = llvm.load %705 : !llvm.ptr<3> -> f32
      %707 = llvm.fadd %702, %706 : f32
      %708 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %709 = llvm.add %61, %69 overflow<nsw, nuw> : i64
      %710 = llvm.getelementptr inbounds|nuw %708[%709] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %711 = llvm.load %710 : !llvm.ptr<3> -> f32
      %712 = llvm.fadd %707, %711 : f32
      %713 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %714 = llvm.add %60, %69 overflow<nsw, nuw> : i64
      %715 = llvm.getelementptr inbounds|nuw %713[%714] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %716 = llvm.load %715 : !llvm.ptr<3> -> f32
      %717 = llvm.fadd %712, %716 : f32
      %718 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %719 = llvm.add %59, %69 overflow<nsw, nuw> : i64
      %720 = llvm.getelementptr inbounds|nuw %718[%719] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %721 = llvm.load %720 : !llvm.ptr<3> -> f32
      %722 = llvm.fadd %717, %721 : f32
      %723 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %724 = llvm.add %58, %69 overflow<nsw, nuw> : i64
      %725 = llvm.getelementptr inbounds|nuw %723[%724] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %726 = llvm.load %725 : !llvm.ptr<3> -> f32
      %727 = llvm.fadd %722, %726 : f32
      %728 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %729 = llvm.add %57, %69 overflow<nsw, nuw> : i64
      %730 = llvm.getelementptr inbounds|nuw %728[%729] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %731 = llvm.load %730 : !llvm.ptr<3> -> f32
      %732 = llvm.fadd %727, %731 : f32
      %733 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %734 = llvm.add %56, %69 overflow<nsw, nuw> : i64
      %735 = llvm.getelementptr inbounds|nuw %733[%734] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %736 = llvm.load %735 : !llvm.ptr<3> -> f32
      %737 = llvm.fadd %732, %736 : f32
      %738 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %739 = llvm.add %67, %69 overflow<nsw, nuw> : i64
      %740 = llvm.getelementptr inbounds|nuw %738[%739] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %741 = llvm.load %740 : !llvm.ptr<3> -> f32
      %742 = llvm.fadd %737, %741 : f32
      %743 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %744 = llvm.add %49, %69 overflow<nsw, nuw> : i64
      %745 = llvm.getelementptr inbounds|nuw %743[%744] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %746 = llvm.load %745 : !llvm.ptr<3> -> f32
      %747 = llvm.fadd %742, %746 : f32
      %748 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %749 = llvm.add %48, %69 overflow<nsw, nuw> : i64
      %750 = llvm.getelementptr inbounds|nuw %748[%749] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %751 = llvm.load %750 : !llvm.ptr<3> -> f32
      %752 = llvm.fadd %747, %751 : f32
      %753 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %754 = llvm.add %47, %69 overflow<nsw, nuw> : i64
      %755 = llvm.getelementptr inbounds|nuw %753[%754] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %756 = llvm.load %755 : !llvm.ptr<3> -> f32
      %757 = llvm.fadd %752, %756 : f32
      %758 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %759 = llvm.add %46, %69 overflow<nsw, nuw> : i64
      %760 = llvm.getelementptr inbounds|nuw %758[%759] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %761 = llvm.load %760 : !llvm.ptr<3> -> f32
      %762 = llvm.fadd %757, %761 : f32
      %763 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %764 = llvm.add %45, %69 overflow<nsw, nuw> : i64
      %765 = llvm.getelementptr inbounds|nuw %763[%764] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %766 = llvm.load %765 : !llvm.ptr<3> -> f32
      %767 = llvm.fadd %762, %766 : f32
      %768 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %769 = llvm.add %44, %69 overflow<nsw, nuw> : i64
      %770 = llvm.getelementptr inbounds|nuw %768[%769] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %771 = llvm.load %770 : !llvm.ptr<3> -> f32
      %772 = llvm.fadd %767, %771 : f32
      %773 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %774 = llvm.add %43, %69 overflow<nsw, nuw> : i64
      %775 = llvm.getelementptr inbounds|nuw %773[%774] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %776 = llvm.load %775 : !llvm.ptr<3> -> f32
      %777 = llvm.fadd %772, %776 : f32
      %778 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %779 = llvm.add %42, %69 overflow<nsw, nuw> : i64
      %780 = llvm.getelementptr inbounds|nuw %778[%779] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %781 = llvm.load %780 : !llvm.ptr<3> -> f32
      %782 = llvm.fadd %777, %781 : f32
      %783 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %784 = llvm.add %41, %69 overflow<nsw, nuw> : i64
      %785 = llvm.getelementptr inbounds|nuw %783[%784] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %786 = llvm.load %785 : !llvm.ptr<3> -> f32
      %787 = llvm.fadd %782, %786 : f32
      %788 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %789 = llvm.add %40, %69 overflow<nsw, nuw> : i64
      %790 = llvm.getelementptr inbounds|nuw %788[%789] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %791 = llvm.load %790 : !llvm.ptr<3> -> f32
      %792 = llvm.fadd %787, %791 : f32
      %793 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %794 = llvm.add %39, %69 overflow<nsw, nuw> : i64
      %795 = llvm.getelementptr inbounds|nuw %793[%794] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %796 = llvm.load %795 : !llvm.ptr<3> -> f32
      %797 = llvm.fadd %792, %796 : f32
      %798 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %799 = llvm.add %38, %69 overflow<nsw, nuw> : i64
      %800 = llvm.getelementptr inbounds|nuw %798[%799] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %801 = llvm.load %800 : !llvm.ptr<3> -> f32
      %802 = llvm.fadd %797, %801 : f32
      %803 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %804 = llvm.add %37, %69 overflow<nsw, nuw> : i64
      %805 = llvm.getelementptr inbounds|nuw %803[%804] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %806 = llvm.load %805 : !llvm.ptr<3> -> f32
      %807 = llvm.fadd %802, %806 : f32
      %808 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %809 = llvm.add %36, %69 overflow<nsw, nuw> : i64
      %810 = llvm.getelementptr inbounds|nuw %808[%809] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %811 = llvm.load %810 : !llvm.ptr<3> -> f32
      %812 = llvm.fadd %807, %811 : f32
      %813 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %814 = llvm.add %35, %69 overflow<nsw, nuw> : i64
      %815 = llvm.getelementptr inbounds|nuw %813[%814] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %816 = llvm.load %815 : !llvm.ptr<3> -> f32
      %817 = llvm.fadd %812, %816 : f32
      %818 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %819 = llvm.add %34, %69 overflow<nsw, nuw> : i64
      %820 = llvm.getelementptr inbounds|nuw %818[%819] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %821 = llvm.load %820 : !llvm.ptr<3> -> f32
      %822 = llvm.fadd %817, %821 : f32
      %823 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %824 = llvm.add %33, %69 overflow<nsw, nuw> : i64
      %825 = llvm.getelementptr inbounds|nuw %823[%824] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %826 = llvm.load %825 : !llvm.ptr<3> -> f32
      %827 = llvm.fadd %822, %826 : f32
      %828 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %829 = llvm.add %32, %69 overflow<nsw, nuw> : i64
      %830 = llvm.getelementptr inbounds|nuw %828[%829] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %831 = llvm.load %830 : !llvm.ptr<3> -> f32
      %832 = llvm.fadd %827, %831 : f32
      %833 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %834 = llvm.add %31, %69 overflow<nsw, nuw> : i64
      %835 = llvm.getelementptr inbounds|nuw %833[%834] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %836 = llvm.load %835 : !llvm.ptr<3> -> f32
      %837 = llvm.fadd %832, %836 : f32
      %838 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %839 = llvm.add %30, %69 overflow<nsw, nuw> : i64
      %840 = llvm.getelementptr inbounds|nuw %838[%839] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %841 = llvm.load %840 : !llvm.ptr<3> -> f32
      %842 = llvm.fadd %837, %841 : f32
      %843 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %844 = llvm.add %29, %69 overflow<nsw, nuw> : i64
      %845 = llvm.getelementptr inbounds|nuw %843[%844] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %846 = llvm.load %845 : !llvm.ptr<3> -> f32
      %847 = llvm.fadd %842, %846 : f32
      %848 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %849 = llvm.add %28, %69 overflow<nsw, nuw> : i64
      %850 = llvm.getelementptr inbounds|nuw %848[%849] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %851 = llvm.load %850 : !llvm.ptr<3> -> f32
      %852 = llvm.fadd %847, %851 : f32
      %853 = llvm.extractvalue %695[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %854 = llvm.add %27, %69 overflow<nsw, nuw> : i64
      %855 = llvm.getelementptr inbounds|nuw %853[%854] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %856 = llvm.load %855 : !llvm.ptr<3> -> f32
      %857 = llvm.fadd %852, %856 : f32
      %858 = llvm.extractvalue %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %859 = llvm.getelementptr inbounds|nuw %858[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %857, %859 : f32, !llvm.ptr
      %860 = llvm.extractvalue %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %861 = llvm.getelementptr inbounds|nuw %860[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %862 = llvm.load %861 : !llvm.ptr -> f32
      %863 = llvm.extractvalue %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %864 = llvm.getelementptr inbounds|nuw %863[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %865 = llvm.load %864 : !llvm.ptr -> f32
      %866 = llvm.extractvalue %155[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %867 = llvm.getelementptr inbounds|nuw %866[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %868 = llvm.load %867 : !llvm.ptr -> f32
      %869 = llvm.call @__nv_fmaxf(%504, %862) : (f32, f32) -> f32
      %870 = llvm.fsub %504, %869 : f32
      %871 = llvm.fmul %870, %63 : f32
      %872 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%871) : (f32) -> f32
      %873 = llvm.fmul %868, %872 : f32
      %874 = llvm.fadd %873, %865 : f32
      %875 = llvm.extractvalue %155[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %876 = llvm.getelementptr inbounds|nuw %875[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %874, %876 : f32, !llvm.ptr
      %877 = llvm.extractvalue %145[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %878 = llvm.getelementptr inbounds|nuw %877[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %869, %878 : f32, !llvm.ptr
      %879 = llvm.add %160, %68 : i64
      llvm.br ^bb1(%879 : i64)
    ^bb7:  // pred: ^bb1
      %880 = llvm.extractvalue %145[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %881 = llvm.getelementptr inbounds|nuw %880[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %882 = llvm.load %881 : !llvm.ptr -> f32
      %883 = llvm.extractvalue %155[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %884 = llvm.getelementptr inbounds|nuw %883[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %885 = llvm.load %884 : !llvm.ptr -> f32
      %886 = llvm.fdiv %62, %885 {fastmathFlags = #llvm.fastmath<afn>} : f32
      llvm.br ^bb8(%69 : i64)
    ^bb8(%887: i64):  // 2 preds: ^bb7, ^bb9
      %888 = llvm.icmp "slt" %887, %67 : i64
      llvm.cond_br %888, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %889 = llvm.mul %887, %64 : i64
      %890 = llvm.add %889, %93 : i64
      %891 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %892 = llvm.mlir.constant(65536 : index) : i64
      %893 = llvm.mul %95, %892 : i64
      %894 = llvm.add %893, %890 : i64
      %895 = llvm.getelementptr %891[%894] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %896 = llvm.load %895 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      %897 = llvm.mlir.constant(0 : i64) : i64
      %898 = llvm.extractelement %896[%897 : i64] : vector<8xf16>
      %899 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %900 = llvm.getelementptr inbounds|nuw %899[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %898, %900 : f16, !llvm.ptr
      %901 = llvm.mlir.constant(1 : i64) : i64
      %902 = llvm.extractelement %896[%901 : i64] : vector<8xf16>
      %903 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %904 = llvm.getelementptr inbounds|nuw %903[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %902, %904 : f16, !llvm.ptr
      %905 = llvm.mlir.constant(2 : i64) : i64
      %906 = llvm.extractelement %896[%905 : i64] : vector<8xf16>
      %907 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %908 = llvm.getelementptr inbounds|nuw %907[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %906, %908 : f16, !llvm.ptr
      %909 = llvm.mlir.constant(3 : i64) : i64
      %910 = llvm.extractelement %896[%909 : i64] : vector<8xf16>
      %911 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %912 = llvm.getelementptr inbounds|nuw %911[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %910, %912 : f16, !llvm.ptr
      %913 = llvm.mlir.constant(4 : i64) : i64
      %914 = llvm.extractelement %896[%913 : i64] : vector<8xf16>
      %915 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %916 = llvm.getelementptr inbounds|nuw %915[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %914, %916 : f16, !llvm.ptr
      %917 = llvm.mlir.constant(5 : i64) : i64
      %918 = llvm.extractelement %896[%917 : i64] : vector<8xf16>
      %919 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %920 = llvm.getelementptr inbounds|nuw %919[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %918, %920 : f16, !llvm.ptr
      %921 = llvm.mlir.constant(6 : i64) : i64
      %922 = llvm.extractelement %896[%921 : i64] : vector<8xf16>
      %923 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %924 = llvm.getelementptr inbounds|nuw %923[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %922, %924 : f16, !llvm.ptr
      %925 = llvm.mlir.constant(7 : i64) : i64
      %926 = llvm.extractelement %896[%925 : i64] : vector<8xf16>
      %927 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %928 = llvm.getelementptr inbounds|nuw %927[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %926, %928 : f16, !llvm.ptr
      %929 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %930 = llvm.getelementptr inbounds|nuw %929[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %931 = llvm.load %930 : !llvm.ptr -> f16
      %932 = llvm.fpext %931 : f16 to f32
      %933 = llvm.fmul %932, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %934 = llvm.fmul %882, %63 : f32
      %935 = llvm.fsub %933, %934 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %936 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%935) : (f32) -> f32
      %937 = llvm.fmul %936, %886 : f32
      %938 = llvm.fptrunc %937 : f32 to f16
      %939 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %940 = llvm.getelementptr inbounds|nuw %939[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %938, %940 : f16, !llvm.ptr
      %941 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %942 = llvm.getelementptr inbounds|nuw %941[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %943 = llvm.load %942 : !llvm.ptr -> f16
      %944 = llvm.fpext %943 : f16 to f32
      %945 = llvm.fmul %944, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %946 = llvm.fsub %945, %934 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %947 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%946) : (f32) -> f32
      %948 = llvm.fmul %947, %886 : f32
      %949 = llvm.fptrunc %948 : f32 to f16
      %950 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %951 = llvm.getelementptr inbounds|nuw %950[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %949, %951 : f16, !llvm.ptr
      %952 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %953 = llvm.getelementptr inbounds|nuw %952[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %954 = llvm.load %953 : !llvm.ptr -> f16
      %955 = llvm.fpext %954 : f16 to f32
      %956 = llvm.fmul %955, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %957 = llvm.fsub %956, %934 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %958 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%957) : (f32) -> f32
      %959 = llvm.fmul %958, %886 : f32
      %960 = llvm.fptrunc %959 : f32 to f16
      %961 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %962 = llvm.getelementptr inbounds|nuw %961[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %960, %962 : f16, !llvm.ptr
      %963 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %964 = llvm.getelementptr inbounds|nuw %963[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %965 = llvm.load %964 : !llvm.ptr -> f16
      %966 = llvm.fpext %965 : f16 to f32
      %967 = llvm.fmul %966, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %968 = llvm.fsub %967, %934 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %969 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%968) : (f32) -> f32
      %970 = llvm.fmul %969, %886 : f32
      %971 = llvm.fptrunc %970 : f32 to f16
      %972 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %973 = llvm.getelementptr inbounds|nuw %972[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %971, %973 : f16, !llvm.ptr
      %974 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %975 = llvm.getelementptr inbounds|nuw %974[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %976 = llvm.load %975 : !llvm.ptr -> f16
      %977 = llvm.fpext %976 : f16 to f32
      %978 = llvm.fmul %977, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %979 = llvm.fsub %978, %934 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %980 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%979) : (f32) -> f32
      %981 = llvm.fmul %980, %886 : f32
      %982 = llvm.fptrunc %981 : f32 to f16
      %983 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %984 = llvm.getelementptr inbounds|nuw %983[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %982, %984 : f16, !llvm.ptr
      %985 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %986 = llvm.getelementptr inbounds|nuw %985[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %987 = llvm.load %986 : !llvm.ptr -> f16
      %988 = llvm.fpext %987 : f16 to f32
      %989 = llvm.fmul %988, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %990 = llvm.fsub %989, %934 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %991 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%990) : (f32) -> f32
      %992 = llvm.fmul %991, %886 : f32
      %993 = llvm.fptrunc %992 : f32 to f16
      %994 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %995 = llvm.getelementptr inbounds|nuw %994[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %993, %995 : f16, !llvm.ptr
      %996 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %997 = llvm.getelementptr inbounds|nuw %996[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %998 = llvm.load %997 : !llvm.ptr -> f16
      %999 = llvm.fpext %998 : f16 to f32
      %1000 = llvm.fmul %999, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %1001 = llvm.fsub %1000, %934 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %1002 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1001) : (f32) -> f32
      %1003 = llvm.fmul %1002, %886 : f32
      %1004 = llvm.fptrunc %1003 : f32 to f16
      %1005 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1006 = llvm.getelementptr inbounds|nuw %1005[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %1004, %1006 : f16, !llvm.ptr
      %1007 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1008 = llvm.getelementptr inbounds|nuw %1007[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %1009 = llvm.load %1008 : !llvm.ptr -> f16
      %1010 = llvm.fpext %1009 : f16 to f32
      %1011 = llvm.fmul %1010, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %1012 = llvm.fsub %1011, %934 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %1013 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%1012) : (f32) -> f32
      %1014 = llvm.fmul %1013, %886 : f32
      %1015 = llvm.fptrunc %1014 : f32 to f16
      %1016 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1017 = llvm.getelementptr inbounds|nuw %1016[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %1015, %1017 : f16, !llvm.ptr
      %1018 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1019 = llvm.getelementptr inbounds|nuw %1018[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %1020 = llvm.load %1019 : !llvm.ptr -> f16
      %1021 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1022 = llvm.getelementptr inbounds|nuw %1021[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %1023 = llvm.load %1022 : !llvm.ptr -> f16
      %1024 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1025 = llvm.getelementptr inbounds|nuw %1024[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %1026 = llvm.load %1025 : !llvm.ptr -> f16
      %1027 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1028 = llvm.getelementptr inbounds|nuw %1027[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %1029 = llvm.load %1028 : !llvm.ptr -> f16
      %1030 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1031 = llvm.getelementptr inbounds|nuw %1030[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %1032 = llvm.load %1031 : !llvm.ptr -> f16
      %1033 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1034 = llvm.getelementptr inbounds|nuw %1033[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %1035 = llvm.load %1034 : !llvm.ptr -> f16
      %1036 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1037 = llvm.getelementptr inbounds|nuw %1036[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %1038 = llvm.load %1037 : !llvm.ptr -> f16
      %1039 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %1040 = llvm.getelementptr inbounds|nuw %1039[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %1041 = llvm.load %1040 : !llvm.ptr -> f16
      %1042 = llvm.mlir.poison : vector<8xf16>
      %1043 = llvm.mlir.constant(0 : i64) : i64
      %1044 = llvm.insertelement %1020, %1042[%1043 : i64] : vector<8xf16>
      %1045 = llvm.mlir.constant(1 : i64) : i64
      %1046 = llvm.insertelement %1023, %1044[%1045 : i64] : vector<8xf16>
      %1047 = llvm.mlir.constant(2 : i64) : i64
      %1048 = llvm.insertelement %1026, %1046[%1047 : i64] : vector<8xf16>
      %1049 = llvm.mlir.constant(3 : i64) : i64
      %1050 = llvm.insertelement %1029, %1048[%1049 : i64] : vector<8xf16>
      %1051 = llvm.mlir.constant(4 : i64) : i64
      %1052 = llvm.insertelement %1032, %1050[%1051 : i64] : vector<8xf16>
      %1053 = llvm.mlir.constant(5 : i64) : i64
      %1054 = llvm.insertelement %1035, %1052[%1053 : i64] : vector<8xf16>
      %1055 = llvm.mlir.constant(6 : i64) : i64
      %1056 = llvm.insertelement %1038, %1054[%1055 : i64] : vector<8xf16>
      %1057 = llvm.mlir.constant(7 : i64) : i64
      %1058 = llvm.insertelement %1041, %1056[%1057 : i64] : vector<8xf16>
      %1059 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %1060 = llvm.mlir.constant(65536 : index) : i64
      %1061 = llvm.mul %95, %1060 : i64
      %1062 = llvm.add %1061, %890 : i64
      %1063 = llvm.getelementptr %1059[%1062] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %1058, %1063 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      %1064 = llvm.add %887, %68 : i64
      llvm.br ^bb8(%1064 : i64)
    ^bb10:  // pred: ^bb8
      llvm.return
    }
  }
}



//===- Passes.td - tile dialect transformations ------------*- tablegen -*-===//

#ifndef TILE_TRANSFORMS_PASSES_TD
#define TILE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileSpecialize : Pass<"tile-specialize", "ModuleOp"> {
  let summary = "Bind kernel parameters (tile.param) to constants";
  let description = [{
    Replaces every `tile.param` by a constant: the value bound on the command
    line or, failing that, its default. Bindings are `name=value` pairs
    separated by spaces or commas:

    ```
    tile-opt --tile-specialize="N=4096 block=512"
    ```

    `name=value` binds every parameter so named; `func.name=value` only the
    one declared in function `func` (and takes precedence).
    A binding that names no parameter, or a value outside a parameter's
    candidates, is an error. Memref arguments whose dynamic dimensions are
    named by `tile.dims` become static, constant allocation sizes and loop
    bounds fold into the types, and the bound values are recorded on the
    function as `tile.params` (the bundle manifest reports them).
  }];
  let options = [
    ListOption<"bindings", "bind", "std::string",
               "name=value pairs (also accepted bare: \"N=1024 block=256\")">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def TileInferLayout : Pass<"tile-infer-layout", "ModuleOp"> {
  let summary = "Choose how fragments are distributed over threads";
  let description = [{
    Attaches a layout to every fragment allocation and `tile.parallel` that
    has none. Elementwise work gets a thread-blocked layout
    (`#tile.blocked`) in which each thread owns 16-byte vectors along the
    innermost dimension, consecutive lanes own consecutive vectors (so global
    accesses coalesce into 128-bit transactions) and warps tile the rest.
    A `tile.parallel` takes the layout of the fragments it touches; when they
    disagree the pass reports which buffers and why.
  }];
}

#endif // TILE_TRANSFORMS_PASSES_TD

/// Weighted least-squares polynomial fitting, the math under ``LeastSquaresVelocity``.
///
/// Fits `y ≈ c₀ + c₁·x + … + c_d·x^d` by a QR decomposition of the weighted Vandermonde matrix with
/// (modified) Gram–Schmidt, then back substitution, the method of Android's
/// `LeastSquaresVelocityTrackerStrategy` and Flutter's `LeastSquaresSolver` (`gestures/lsq_solver.dart`).
///
/// The decomposition depends only on the abscissae and weights, so fits of several ordinates over
/// the same abscissae (a velocity's x and y) share one (``withDecomposition(xs:weights:degree:_:)``);
/// each fit is the same sequence of floating-point operations as a fit on its own. The matrices live
/// in temporary (stack) storage: no allocation per fit.
enum LeastSquaresSolver {
    /// Below this norm a Gram–Schmidt column counts as linearly dependent and the fit is refused.
    ///
    /// Flutter's `lsq_solver.dart` and Android's `solveLeastSquares` use 0.000001 with time in
    /// milliseconds, which is why ``LeastSquaresVelocity`` fits in milliseconds too.
    static let degenerateNorm = 0.000_001

    /// Fits a polynomial of `degree` to the points `(xs[i], ys[i])` weighted by `weights[i]`.
    /// - Parameters:
    ///   - xs: The abscissae (for velocity: time in milliseconds, 0 at the newest sample).
    ///   - ys: The ordinates (for velocity: one coordinate, points).
    ///   - weights: The weight of each point (1 for an unweighted fit).
    ///   - degree: The polynomial degree, at least 0.
    /// - Returns: The `degree + 1` coefficients, constant term first, or `nil` when the data cannot
    ///   determine them (too few points, repeated abscissae, mismatched lengths).
    static func fit(xs: [Double], ys: [Double], weights: [Double], degree: Int) -> [Double]? {
        guard ys.count == xs.count, degree >= 0 else { return nil }
        var coefficients = [Double](repeating: 0, count: degree + 1)
        let solved = xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                weights.withUnsafeBufferPointer { weights in
                    coefficients.withUnsafeMutableBufferPointer { coefficients in
                        withDecomposition(xs: xs, weights: weights, degree: degree) { decomposition in
                            decomposition.solve(ys, into: coefficients)
                        } != nil
                    }
                }
            }
        }
        return solved ? coefficients : nil
    }

    /// The QR decomposition of a weighted Vandermonde matrix, valid inside
    /// ``withDecomposition(xs:weights:degree:_:)``.
    struct Decomposition {
        /// Rows (points).
        let m: Int
        /// Columns (coefficients, `degree + 1`).
        let n: Int
        /// The orthonormal columns: column `j` at `j * m`.
        let q: UnsafeMutableBufferPointer<Double>
        /// The upper-triangular factor: `r[j][i]` at `j * n + i`.
        let r: UnsafeMutableBufferPointer<Double>
        /// The points' weights.
        let weights: UnsafeBufferPointer<Double>

        /// Solves `R·c = Qᵀ·(w·y)` from the last coefficient back to the first.
        ///
        /// Indices are below `n · m` (the allocations' sizes), so their arithmetic is unchecked.
        /// - Parameters:
        ///   - ys: The ordinates, `m` of them.
        ///   - coefficients: Receives the `n` coefficients, constant term first.
        func solve(_ ys: UnsafeBufferPointer<Double>, into coefficients: UnsafeMutableBufferPointer<Double>) {
            for i in stride(from: n - 1, through: 0, by: -1) {
                var value = 0.0
                for h in 0..<m {
                    value += q[i &* m &+ h] * (ys[h] * weights[h])
                }
                for j in (i + 1)..<n {
                    value -= r[i &* n &+ j] * coefficients[j]
                }
                coefficients[i] = value / r[i &* n &+ i]
            }
        }
    }

    /// Decomposes the weighted Vandermonde matrix of `xs` and runs `body` with it.
    /// - Parameters:
    ///   - xs: The abscissae.
    ///   - weights: The weight of each point, as many as `xs`.
    ///   - degree: The polynomial degree, at least 0.
    ///   - body: Uses the decomposition (which is valid only during the call).
    /// - Returns: What `body` returned, or `nil` when the data cannot determine a fit (too few
    ///   points, repeated abscissae, mismatched lengths).
    static func withDecomposition<Result>(
        xs: UnsafeBufferPointer<Double>, weights: UnsafeBufferPointer<Double>, degree: Int,
        _ body: (Decomposition) -> Result
    ) -> Result? {
        let m = xs.count
        let n = degree + 1
        guard degree >= 0, weights.count == m, m >= n else { return nil }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: n * m) { a -> Result? in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: n * m) { q -> Result? in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: n * n) { r -> Result? in
                    // Column j of the weighted Vandermonde matrix: w·x^j.
                    for h in 0..<m {
                        a[h] = weights[h]
                        for j in 1..<n {
                            a[j &* m &+ h] = a[(j &- 1) &* m &+ h] * xs[h]
                        }
                    }
                    // A = Q·R with orthonormal columns q[j] and upper-triangular r.
                    for k in 0..<(n * m) { q[k] = a[k] }
                    for k in 0..<(n * n) { r[k] = 0 }
                    for j in 0..<n {
                        for i in 0..<j {
                            let projection = dot(q, j, q, i, count: m)
                            for h in 0..<m {
                                q[j &* m &+ h] -= projection * q[i &* m &+ h]
                            }
                        }
                        let norm = dot(q, j, q, j, count: m).squareRoot()
                        guard norm >= degenerateNorm else { return nil }
                        for h in 0..<m {
                            q[j &* m &+ h] /= norm
                        }
                        for i in j..<n {
                            r[j &* n &+ i] = dot(q, j, a, i, count: m)
                        }
                    }
                    return body(
                        Decomposition(m: m, n: n, q: q, r: r, weights: weights))
                }
            }
        }
    }

    /// The dot product of column `j` of `u` and column `i` of `v`, `count` rows each, summed in row order.
    private static func dot(
        _ u: UnsafeMutableBufferPointer<Double>, _ j: Int, _ v: UnsafeMutableBufferPointer<Double>, _ i: Int,
        count: Int
    ) -> Double {
        var sum = 0.0
        for h in 0..<count {
            sum += u[j &* count &+ h] * v[i &* count &+ h]
        }
        return sum
    }
}

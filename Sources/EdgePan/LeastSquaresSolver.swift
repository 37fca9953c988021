/// Weighted least-squares polynomial fitting, the math under ``LeastSquaresVelocity``.
///
/// Fits `y ≈ c₀ + c₁·x + … + c_d·x^d` by a QR decomposition of the weighted Vandermonde matrix with
/// (modified) Gram–Schmidt, then back substitution, the method of Android's
/// `LeastSquaresVelocityTrackerStrategy` and Flutter's `LeastSquaresSolver` (`gestures/lsq_solver.dart`).
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
        let m = xs.count
        let n = degree + 1
        guard degree >= 0, ys.count == m, weights.count == m, m >= n else { return nil }

        // Column j of the weighted Vandermonde matrix: w·x^j.
        var a = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        for h in 0..<m {
            a[0][h] = weights[h]
            for j in 1..<n {
                a[j][h] = a[j - 1][h] * xs[h]
            }
        }

        // A = Q·R with orthonormal columns q[j] and upper-triangular r.
        var q = a
        var r = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for j in 0..<n {
            for i in 0..<j {
                let projection = dot(q[j], q[i])
                for h in 0..<m {
                    q[j][h] -= projection * q[i][h]
                }
            }
            let norm = dot(q[j], q[j]).squareRoot()
            guard norm >= degenerateNorm else { return nil }
            for h in 0..<m {
                q[j][h] /= norm
            }
            for i in j..<n {
                r[j][i] = dot(q[j], a[i])
            }
        }

        // R·c = Qᵀ·(w·y), solved from the last coefficient back to the first.
        var weightedYs = [Double](repeating: 0, count: m)
        for h in 0..<m {
            weightedYs[h] = ys[h] * weights[h]
        }
        var coefficients = [Double](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            var value = dot(q[i], weightedYs)
            for j in (i + 1)..<n {
                value -= r[i][j] * coefficients[j]
            }
            coefficients[i] = value / r[i][i]
        }
        return coefficients
    }

    private static func dot(_ u: [Double], _ v: [Double]) -> Double {
        var sum = 0.0
        for i in u.indices {
            sum += u[i] * v[i]
        }
        return sum
    }
}

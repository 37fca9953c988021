/// A damped harmonic oscillator that carries progress from 0 to 1, solved in closed form.
///
/// The spring obeys `m·ẍ + c·ẋ + k·(x − 1) = 0` with `x(0) = 0` and `ẋ(0) = initialVelocity`, in
/// seconds. Positions are fractions of the distance to travel, so ``initialVelocity`` is normalised
/// to the remaining distance as `UISpringTimingParameters` defines it: 1 means "the whole distance in
/// one second" (a layer 200 pt from its target moving at 100 pt/s has an initial velocity of 0.5).
///
/// The under-, critically and over-damped solutions are the ones of libadwaita's
/// `adw-spring-animation.c` (`oscillate`), including its test for critical damping (`|β − ω₀|` below
/// `FLT_EPSILON`). A spring has no fixed duration; ``settlingDuration`` says when it counts as at rest.
///
/// ```swift
/// let spring = Spring(dampingRatio: 1, response: 0.2)
/// spring.position(at: spring.settlingDuration)  // within `epsilon` of 1
/// ```
public struct Spring: Sendable, Hashable {
    /// Mass, arbitrary units (only ratios with stiffness and damping matter).
    public var mass: Double
    /// Stiffness `k`, force per unit of displacement.
    public var stiffness: Double
    /// Damping coefficient `c`, force per unit of velocity.
    public var damping: Double
    /// Initial velocity in distances per second (positive toward the target); see the type's notes.
    public var initialVelocity: Double
    /// The rest tolerance, as a fraction of the distance: the spring is at rest once it stays within it.
    public var epsilon: Double
    /// Whether the motion ends the first time it comes within ``epsilon`` of the target (libadwaita's
    /// `AdwSpringAnimation:clamp`), instead of when its oscillation envelope decays below it.
    public var clamps: Bool

    /// libadwaita's default `AdwSpringAnimation:epsilon`, 0.001.
    public static let defaultEpsilon = 0.001

    /// Two values closer than `FLT_EPSILON` count as critically damped (libadwaita's `oscillate`).
    static let criticalTolerance = Double(Float.ulpOfOne)

    /// The last millisecond examined when searching for the first arrival (libadwaita's
    /// `MAX_ITERATIONS`, 20 000 ms); a spring slower than that arrives at this time.
    static let maximumMilliseconds = 20_000

    /// Newton steps allowed when solving the over-damped rest time (libadwaita's `MAX_ITERATIONS`).
    static let maximumNewtonSteps = 20_000

    /// Creates a spring from its physical coefficients (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
    /// - Parameters:
    ///   - mass: Mass, > 0.
    ///   - stiffness: Stiffness, > 0.
    ///   - damping: Damping coefficient, > 0.
    ///   - initialVelocity: Initial velocity, distances per second toward the target.
    ///   - epsilon: Rest tolerance, fraction of the distance.
    ///   - clamps: End at the first arrival within `epsilon` (libadwaita's clamp).
    public init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0,
        epsilon: Double = Spring.defaultEpsilon, clamps: Bool = false
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.epsilon = epsilon
        self.clamps = clamps
    }

    /// Creates a spring from a damping ratio and a response (SwiftUI's `Spring(response:dampingRatio:)`).
    ///
    /// With mass 1, stiffness is `(2π / response)²` and damping `4π·ζ / response`, so the undamped
    /// spring completes one oscillation in `response` seconds.
    /// - Parameters:
    ///   - dampingRatio: ζ: below 1 oscillates, 1 is critical, above 1 creeps; > 0.
    ///   - response: The undamped period, seconds; > 0.
    ///   - initialVelocity: Initial velocity, distances per second toward the target.
    ///   - epsilon: Rest tolerance, fraction of the distance.
    ///   - clamps: End at the first arrival within `epsilon` (libadwaita's clamp).
    public init(
        dampingRatio: Double, response: Double, initialVelocity: Double = 0,
        epsilon: Double = Spring.defaultEpsilon, clamps: Bool = false
    ) {
        let omega = 2 * Double.pi / response
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
            initialVelocity: initialVelocity, epsilon: epsilon, clamps: clamps)
    }

    /// Creates a spring from a damping ratio, mass and stiffness (libadwaita's `adw_spring_params_new`,
    /// which sets `damping = ζ · 2·√(m·k)`).
    /// - Parameters:
    ///   - dampingRatio: ζ; > 0.
    ///   - mass: Mass; > 0.
    ///   - stiffness: Stiffness; > 0.
    ///   - initialVelocity: Initial velocity, distances per second toward the target.
    ///   - epsilon: Rest tolerance, fraction of the distance.
    ///   - clamps: End at the first arrival within `epsilon` (libadwaita's clamp).
    public init(
        dampingRatio: Double, mass: Double, stiffness: Double, initialVelocity: Double = 0,
        epsilon: Double = Spring.defaultEpsilon, clamps: Bool = false
    ) {
        self.init(
            mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot(),
            initialVelocity: initialVelocity, epsilon: epsilon, clamps: clamps)
    }

    /// The damping ratio ζ = c / (2·√(m·k)).
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// Whether all coefficients are finite and positive and the tolerance lies in (0, 1).
    public var isValid: Bool {
        [mass, stiffness, damping, initialVelocity, epsilon].allSatisfy(\.isFinite) && mass > 0
            && stiffness > 0 && damping > 0 && epsilon > 0 && epsilon < 1
    }

    /// Decay rate β = c / (2m), per second.
    var beta: Double { damping / (2 * mass) }
    /// Undamped angular frequency ω₀ = √(k/m), radians per second.
    var omega0: Double { (stiffness / mass).squareRoot() }
    var isCriticallyDamped: Bool { abs(beta - omega0) < Self.criticalTolerance }

    /// The position at a time, in closed form.
    ///
    /// - Parameter time: Seconds since the spring was released (negative counts as 0).
    /// - Returns: Progress: 0 at release, 1 at the target; it may overshoot when under-damped.
    public func position(at time: Double) -> Double {
        1 + displacement(at: max(time, 0)).position
    }

    /// The velocity at a time, in closed form.
    ///
    /// - Parameter time: Seconds since the spring was released (negative counts as 0).
    /// - Returns: Distances per second, positive toward the target.
    public func velocity(at time: Double) -> Double {
        displacement(at: max(time, 0)).velocity
    }

    /// Displacement from the target and its derivative at `t` (libadwaita's `oscillate`, x₀ = −1).
    private func displacement(at t: Double) -> (position: Double, velocity: Double) {
        let x0 = -1.0
        let v0 = initialVelocity
        let b = beta
        let envelope = exp(-b * t)
        if isCriticallyDamped {
            let position = envelope * (x0 + (b * x0 + v0) * t)
            let velocity = envelope * (v0 - b * t * (b * x0 + v0))
            return (position, velocity)
        }
        if b < omega0 {
            let w1 = (omega0 * omega0 - b * b).squareRoot()
            let position = envelope * (x0 * cos(w1 * t) + (b * x0 + v0) / w1 * sin(w1 * t))
            let velocity =
                envelope * (v0 * cos(w1 * t) - (x0 * w1 + (b * b * x0 + b * v0) / w1) * sin(w1 * t))
            return (position, velocity)
        }
        let w2 = (b * b - omega0 * omega0).squareRoot()
        let position = envelope * (x0 * cosh(w2 * t) + (b * x0 + v0) / w2 * sinh(w2 * t))
        let velocity =
            envelope * (v0 * cosh(w2 * t) + (w2 * x0 - (b * b * x0 + b * v0) / w2) * sinh(w2 * t))
        return (position, velocity)
    }
}

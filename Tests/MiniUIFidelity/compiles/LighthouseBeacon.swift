// A lighthouse keeper's beacon panel: the animation topic audited against iOS 18's documentation (a custom
// animation with its own state, the timing-curve and spring forms, transactions with keys, completions and
// value-scoped and body-scoped modifiers, withTransaction in both forms).
import MiniUI

/// Sweeps like a lamp behind a shutter: still for the first part of each period, then a quick turn.
struct ShutteredSweep: CustomAnimation {
    let period: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > period * 3 { return nil }
        context.sweepState.turns = Int(time / period)
        let phase = time.truncatingRemainder(dividingBy: period) / period
        if phase > 0.9 { context.isLogicallyComplete = true }
        return value.scaled(by: phase < 0.6 ? 0 : (phase - 0.6) / 0.4)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.environment.accessibilityReduceMotion ? .zero : value.scaled(by: 1 / period)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        context.sweepState.turns < 2
    }
}

private struct SweepState: AnimationStateKey {
    var turns = 0
    static var defaultValue: Self { .init() }
}

extension AnimationContext {
    fileprivate var sweepState: SweepState {
        get { state[SweepState.self] }
        set { state[SweepState.self] = newValue }
    }
}

private struct FogSignalKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var isFogSignal: Bool {
        get { self[FogSignalKey.self] }
        set { self[FogSignalKey.self] = newValue }
    }
}

struct BeaconPanel: View {
    @State private var angle = 0.0
    @State private var lit = false
    @State private var fog = false
    @State private var sweeps = 0
    private let swell = Spring(duration: 0.8, bounce: 0.3)
    private let chop = Spring(response: 0.4, dampingRatio: 0.6)
    private let heavySea = Spring(mass: 2, stiffness: 90, damping: 12, allowOverDamping: true)
    private let flashes = KeyframeTimeline(initialValue: 0.0) {
        LinearKeyframe(1.0, duration: 0.2)
        MoveKeyframe(0.0)
        SpringKeyframe(1.0, duration: 0.5, spring: .snappy(duration: 0.3, extraBounce: 0.1))
    }

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "light.beacon.max")
                .rotationEffect(.degrees(angle))
                .animation(Animation(ShutteredSweep(period: 2)).logicallyComplete(after: 1.5), value: angle)
                .transaction(value: fog) { transaction in
                    if transaction.isFogSignal { transaction.animation = .timingCurve(0.2, 0, 0.1, 1, duration: 1) }
                }
            Circle()
                .frame(width: 40, height: 40)
                .opacity(lit ? 1 : 0.2)
                .transaction { $0.disablesAnimations = fog }
                .transaction { transaction in
                    transaction.tracksVelocity = true
                } body: { content in
                    content.scaleEffect(lit ? 1.2 : 1)
                }
                .animation(.interpolatingSpring(swell, initialVelocity: 2)) { content in
                    content.blur(radius: fog ? 3 : 0)
                }
            Text("Sweeps: \(sweeps)")
            Text("Flash pattern: \(flashes.duration, specifier: "%.1f") s, peak \(flashes.value(progress: 0.2))")
            Text("Chop settles like \(chop.dampingRatio), the swell at \(swell.response) s")
                .opacity(flashes.value(time: 0.1))
                .animation(.spring(heavySea, blendDuration: 0.2), value: heavySea.stiffness > heavySea.damping)
                .animation(.interpolatingSpring(.bouncy(duration: 0.4, extraBounce: 0.05)), value: lit)
                .animation(.spring(.smooth(duration: 0.6)), value: fog)
            Button("Sweep") {
                var transaction = Transaction(animation: .spring(swell, blendDuration: 0.1))
                transaction.isContinuous = false
                transaction.addAnimationCompletion(criteria: .removed) { sweeps += 1 }
                withTransaction(transaction) { angle += 360 }
            }
            Button("Light") {
                withTransaction(\.isFogSignal, fog) { lit.toggle() }
            }
            Button("Fog") {
                withAnimation(.timingCurve(.easeInOut, duration: 0.6)) { fog.toggle() }
            }
            Button("Nudge") {
                withAnimation(.interactiveSpring(response: 0.2, dampingFraction: 0.7)) { angle += 10 }
                withAnimation(.interactiveSpring(duration: 0.2, extraBounce: 0.1)) { angle -= 5 }
                withAnimation(.interactiveSpring) { angle += 1 }
                withAnimation(.interpolatingSpring(duration: 0.4, bounce: 0.2)) { angle += 1 }
                withAnimation(.interpolatingSpring(mass: 1, stiffness: 170, damping: 15)) { angle -= 1 }
                withAnimation(.interpolatingSpring) { angle -= 1 }
            }
        }
    }
}

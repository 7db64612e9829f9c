// A lantern festival's programme: the launch board, a lantern that drifts, and the symbol effects of iOS 17
// and 18 (one type per effect), transitions, transactions and custom animations.
import MiniUI

struct LaunchWave: Identifiable, Hashable {
    let id: Int
    var lanterns: Int
    var isAloft: Bool
}

extension Transaction {
    @Entry var launchedByWind: Bool = false
}

struct WindGustKey: TransactionKey {
    static let defaultValue = 0.0
}

extension Transaction {
    var gustStrength: Double {
        get { self[WindGustKey.self] }
        set { self[WindGustKey.self] = newValue }
    }
}

/// A custom animation that plays a base animation at half its speed.
struct SlowDrift: CustomAnimation {
    let base: Animation

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time / 2, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time / 2, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

/// A lantern's glow: a rectangle whose frame animates as a whole.
struct GlowFrame: Shape {
    var frame: CGRect

    var animatableData: CGRect.AnimatableData {
        get { frame.animatableData }
        set { frame.animatableData = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: frame, cornerRadius: 6)
    }
}

struct Flicker: ViewModifier {
    let amount: Double

    func body(content: Content) -> some View {
        content.opacity(1 - amount)
    }
}

struct LanternBoard: View {
    @State private var waves = [
        LaunchWave(id: 1, lanterns: 40, isAloft: false), LaunchWave(id: 2, lanterns: 25, isAloft: false),
    ]
    @State private var windy = false
    @State private var launches = 0
    @State private var showsMap = false
    @State private var glow = CGRect(x: 0, y: 0, width: 40, height: 60)
    @State private var anchor = UnitPoint.center
    @State private var insets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    @Environment(\.contentTransition) private var contentTransition
    @Environment(\.contentTransitionAddsDrawingGroup) private var drawsInGroup

    private let usedAnimations: Set<Animation> = [.smooth, .snappy, .bouncy]

    var body: some View {
        NavigationStack {
            List {
                Section("Signals") {
                    Image(systemName: "wind")
                        .symbolEffect(.wiggle.left, options: .repeat(.periodic(delay: 2)), isActive: windy)
                    Image(systemName: "fanblades")
                        .symbolEffect(.rotate.clockwise.byLayer, options: .speed(0.5), isActive: windy)
                    Image(systemName: "flame")
                        .symbolEffect(.breathe.pulse, options: .repeat(.continuous), isActive: !windy)
                    Image(systemName: "bell")
                        .symbolEffect(.wiggle.custom(angle: .degrees(30)), value: launches)
                        .symbolEffect(.bounce.down.wholeSymbol, options: .nonRepeating.speed(2), isActive: false)
                    Image(systemName: "sparkles")
                        .symbolEffect(.variableColor.cumulative.dimInactiveLayers.nonReversing, value: launches)
                        .symbolEffect(.scale.up, isActive: windy)
                        .symbolEffect(.pulse.wholeSymbol, options: .repeat(3), value: launches)
                    Image(systemName: windy ? "wind.circle" : "moon.stars")
                        .contentTransition(.symbolEffect(.replace.magic(fallback: .replace.offUp)))
                    Image(systemName: windy ? "cloud" : "cloud.moon")
                        .contentTransition(.symbolEffect(.automatic))
                    if showsMap {
                        Image(systemName: "map")
                            .transition(.symbolEffect(.appear.up.byLayer))
                    }
                    Image(systemName: "flag")
                        .transition(.symbolEffect)
                        .symbolEffect(.disappear.down, isActive: launches > 3)
                }

                Section("Waves") {
                    ForEach(waves) { wave in
                        Text("Wave \(wave.id): \(wave.lanterns) lanterns")
                            .transition(.modifier(active: Flicker(amount: 1), identity: Flicker(amount: 0)))
                            .transaction(value: wave.isAloft) { transaction in
                                if transaction.launchedByWind { transaction.animation = .easeOut(duration: 2) }
                            }
                    }
                }

                Section("Glow") {
                    GlowFrame(frame: glow)
                        .fill(.orange)
                        .frame(height: 80)
                        .animation(.spring(Spring(duration: 0.8, bounce: 0.2)), value: glow)
                    Text("Anchor \(anchor.x), inset \(insets.leading)")
                        .animation(Animation(SlowDrift(base: .easeInOut)), value: anchor)
                    Text(contentTransition == .identity ? "Plain" : "Animated")
                        .opacity(drawsInGroup ? 0.9 : 1)
                }
            }
            .navigationTitle("Lantern launch")
            .toolbar {
                Button("Launch") {
                    var transaction = Transaction(animation: .timingCurve(.easeInOut, duration: 1.2))
                    transaction.launchedByWind = windy
                    transaction.gustStrength = windy ? 0.7 : 0
                    withTransaction(transaction) {
                        waves[0].isAloft = true
                        launches += 1
                    }
                    withTransaction(\.launchedByWind, true) {
                        glow.size.height += 10
                    }
                    withAnimation(.bouncy, completionCriteria: .removed) {
                        showsMap = true
                    } completion: {
                        anchor = .top
                    }
                    _ = usedAnimations.contains(.smooth)
                }
            }
        }
    }
}

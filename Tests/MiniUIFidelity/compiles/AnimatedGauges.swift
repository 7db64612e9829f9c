// Animated workshop gauges: a shape of the app's own with animatable data, an animatable pair, and
// keyframe animations of a bell and a pulse.
import MiniUI

struct PressureArc: Shape, Animatable {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .degrees(0),
            endAngle: .degrees(360 * fraction), clockwise: false)
        return path
    }
}

struct TreadBar: Shape {
    var depth: Double
    var wear: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(depth, wear) }
        set {
            depth = newValue.first
            wear = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * depth, height: rect.height * wear))
    }
}

struct BellMotion {
    var scale = 1.0
    var lift = 0.0
    var tilt = Angle.zero
}

struct AnimatedGauges: View {
    @State private var pressure = 0.6
    @State private var rings = 0

    var body: some View {
        VStack(spacing: 16) {
            PressureArc(fraction: pressure)
                .stroke(.green, lineWidth: 6)
                .frame(width: 80, height: 80)
                .animation(.smooth, value: pressure)
            TreadBar(depth: 0.8, wear: 0.3)
                .fill(.orange)
            Image(systemName: "bell.fill")
                .keyframeAnimator(initialValue: BellMotion(), trigger: rings) { content, motion in
                    content
                        .scaleEffect(motion.scale)
                        .offset(y: motion.lift)
                        .rotationEffect(motion.tilt)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.1)
                        SpringKeyframe(1.4, duration: 0.3, spring: .bouncy)
                        CubicKeyframe(1.0, duration: 0.2)
                    }
                    KeyframeTrack(\.lift) {
                        MoveKeyframe(0)
                        LinearKeyframe(-12, duration: 0.2, timingCurve: .easeOut)
                        SpringKeyframe(0, spring: .snappy)
                    }
                    KeyframeTrack(\.tilt) {
                        CubicKeyframe(.degrees(12), duration: 0.15)
                        CubicKeyframe(.degrees(-12), duration: 0.15)
                        CubicKeyframe(.zero, duration: 0.15)
                    }
                }
            Text("Open")
                .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(1.1, duration: 0.5)
                    LinearKeyframe(1.0, duration: 0.5)
                }
            Button("Ring") {
                rings += 1
                pressure = pressure > 0.9 ? 0.2 : pressure + 0.1
            }
        }
    }
}

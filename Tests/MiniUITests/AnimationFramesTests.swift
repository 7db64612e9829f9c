import Foundation
import MiniUI
import Testing

// Apple's documentation of `Animatable` (developer.apple.com/documentation/swiftui/animatable): when an animatable
// value changes inside `withAnimation`, SwiftUI reads the old and new `animatableData`, interpolates between them
// over successive frames with `VectorArithmetic` operations, and calls the `animatableData` setter on each frame;
// the default `animatableData` is `EmptyAnimatableData`, "meaning nothing is animated" (documentation of
// `animatableData`). `Shape` refines `Animatable` (its declaration), and `AnimatablePair` is a pair of animatable
// values, itself animatable.

/// A strip of `width` (0 to 1) from the left edge.
private struct Strip: Shape {
    var width: Double

    var animatableData: Double {
        get { width }
        set { width = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * width, height: rect.height))
    }
}

/// The same strip, without animatable data.
private struct StillStrip: Shape {
    var width: Double

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * width, height: rect.height))
    }
}

/// A window from `left` to `right`, both animated.
private struct Window: Shape {
    var left: Double
    var right: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(left, right) }
        set {
            left = newValue.first
            right = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.width * left, y: rect.minY, width: rect.width * (right - left), height: rect.height))
    }
}

private struct Blinds: View {
    @State private var isOpen = false

    var body: some View {
        Button("Open") {
            withAnimation { isOpen = true }
        }
        Strip(width: isOpen ? 1 : 0.2).fill(.yellow)
        StillStrip(width: isOpen ? 1 : 0.2)
        Window(left: isOpen ? 0 : 0.4, right: isOpen ? 1 : 0.6)
    }
}

@MainActor
@Suite("Animatable data interpolated at a given progress")
struct AnimationFramesTests {
    private func line(_ prefix: String, in frame: String) -> String {
        String(frame.split(separator: "\n").first { $0.hasPrefix(prefix) } ?? "")
    }

    @Test(
        "a shape's animatable data goes from the old value to the new, through its setter, and a filled shape follows")
    func oneValue() {
        let host = ViewHost(Blinds())
        let frames = host.animationFrames(at: [0, 0.5, 1]) { host.tap("Open") }
        #expect(
            frames.map { line("Strip", in: $0) } == [
                "Strip().fill(.yellow) path in 100 × 100: (0, 0), 20 × 100",
                "Strip().fill(.yellow) path in 100 × 100: (0, 0), 60 × 100",
                "Strip().fill(.yellow) path in 100 × 100: (0, 0), 100 × 100",
            ])
    }

    @Test("a shape with the default EmptyAnimatableData draws its new path from the start")
    func jumps() {
        let host = ViewHost(Blinds())
        let frames = host.animationFrames(at: [0, 0.5]) { host.tap("Open") }
        #expect(
            frames.map { line("StillStrip", in: $0) } == [
                "StillStrip() path in 100 × 100: (0, 0), 100 × 100",
                "StillStrip() path in 100 × 100: (0, 0), 100 × 100",
            ])
    }

    @Test("an AnimatablePair interpolates both of its values at once")
    func pair() {
        let host = ViewHost(Blinds())
        let frames = host.animationFrames(at: [0.5]) { host.tap("Open") }
        #expect(line("Window", in: frames[0]) == "Window() path in 100 × 100: (20, 0), 60 × 100")
    }

    @Test("the screen itself is unchanged by the tool: shapes show by name")
    func screen() {
        let host = ViewHost(Blinds())
        _ = host.animationFrames(at: [0.5]) { host.tap("Open") }
        #expect(host.screen.contains("Strip().fill(.yellow)\n"))
    }
}

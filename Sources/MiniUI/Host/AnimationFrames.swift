import Foundation

// Animatable data at a given progress: a check's tool for what SwiftUI documents of `Animatable` (developer.apple.com/
// documentation/swiftui/animatable): during an animation, SwiftUI sets a view's `animatableData` to values between
// the old one and the new one, and a shape draws its path from them. A shape whose `animatableData` is the default
// `EmptyAnimatableData` has nothing to interpolate, so it draws its new path from the start: it jumps.

extension ViewHost {
    /// The side of the square in which ``animationFrames(at:during:)`` draws each shape's path.
    static let frameSide: CGFloat = 100

    /// Runs `action` as a change made inside `withAnimation`, then returns the screen at each `progress` of the
    /// animation (0 is the start, 1 the end). Each shape on screen is written with the path it draws in a
    /// 100 × 100 square at that progress, in hundredths of a point (`MoistureBar() path in 100 × 100: (0, 50),
    /// 100 × 50`): its new value with `animatableData` interpolated from the value it had before `action`, as
    /// SwiftUI interpolates it (MiniUI's frames are linear in `progress`; an animation's timing curve only changes
    /// which progress a moment shows). A check's tool; SwiftUI has no such call.
    ///
    /// ```swift
    /// let frames = host.animationFrames(at: [0, 0.5, 1]) { host.tap("Water") }
    /// ```
    public func animationFrames(at progress: [Double], during action: () -> Void) -> [String] {
        update()
        var before: [String: any Shape] = [:]
        for node in root.children.flatMap(\.visibleSubtree) {
            if let shape = node.shape { before[node.identity] = shape }
        }
        action()
        update()
        let square = CGRect(x: 0, y: 0, width: Self.frameSide, height: Self.frameSide)
        return progress.map { amount in
            var notes: [String: String] = [:]
            for node in root.children.flatMap(\.visibleSubtree) {
                guard let shape = node.shape else { continue }
                let drawn = Self.shape(shape, from: before[node.identity], at: amount)
                let side = Renderer.number(Self.frameSide)
                notes[node.identity] =
                    " path in \(side) × \(side): \(Self.describe(drawn.path(in: square).boundingRect))"
            }
            var renderer = Renderer(showsComposites: false)
            renderer.pathNotes = notes
            return renderer.render(root.children)
        }
    }

    /// `shape` with its animatable data taken `amount` of the way from `old`'s (the same type of shape) to its own.
    static func shape<S: Shape>(_ shape: S, from old: (any Shape)?, at amount: Double) -> any Shape {
        guard let old = old as? S else { return shape }
        var drawn = shape
        drawn.animatableData = old.animatableData.interpolated(towards: shape.animatableData, amount: amount)
        return drawn
    }

    /// The rectangle in hundredths of a point, so that floating-point noise (`19.999999999999996`) does not show.
    static func describe(_ rect: CGRect) -> String {
        guard !rect.isNull else { return "empty" }
        func rounded(_ value: CGFloat) -> CGFloat { (value * 100).rounded() / 100 }
        return LayoutLog.describe(
            CGRect(
                x: rounded(rect.minX), y: rounded(rect.minY), width: rounded(rect.width), height: rounded(rect.height)))
    }
}

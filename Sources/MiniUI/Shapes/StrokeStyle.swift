import Foundation

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    nonisolated public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var _arguments: String {
        var parts = ["lineWidth: \(Renderer.number(lineWidth))"]
        switch lineCap {
        case .round: parts.append("lineCap: .round")
        case .square: parts.append("lineCap: .square")
        default: break
        }
        if !dash.isEmpty { parts.append("dash: [\(dash.map { Renderer.number($0) }.joined(separator: ", "))]") }
        return parts.joined(separator: ", ")
    }
}

// SwiftUI's module re-exports Core Graphics, so its `CGLineCap` and `CGLineJoin` are the system's where Core
// Graphics exists; Linux has none, so MiniUI declares the two there.
#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#else
    /// Line cap styles (Core Graphics' type, which SwiftUI code sees through `import SwiftUI`).
    public enum CGLineCap: Int32, Sendable {
        case butt, round, square
    }

    /// Junction types for stroked lines (Core Graphics' type, seen through `import SwiftUI`).
    public enum CGLineJoin: Int32, Sendable {
        case miter, round, bevel
    }
#endif

// A kite workshop's pattern bench: the shapes and drawing symbols audited against iOS 18's documentation
// (a filled shape stroked again, type-erased shapes, shape roles and sizes, more of Path, elliptical and
// colour-gradient fills, image and shadow styles, the semantic styles, blend modes and mixed colours).
import Foundation
import MiniUI

struct Sail: Shape {
    static var role: ShapeRole { .stroke }

    func path(in rect: CGRect) -> Path {
        var path = Path(roundedRect: rect.insetBy(dx: 4, dy: 4), cornerSize: CGSize(width: 6, height: 6))
        path.addRelativeArc(
            center: CGPoint(x: rect.midX, y: rect.minY), radius: 8, startAngle: .zero, delta: .degrees(180))
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
            radius: 4)
        path.addRects([CGRect(x: 0, y: 0, width: 2, height: 2)])
        path.addPath(Path(ellipseIn: CGRect(x: 10, y: 10, width: 6, height: 4)))
        path.addRoundedRect(
            in: rect,
            cornerRadii: RectangleCornerRadii(topLeading: 2, bottomLeading: 0, bottomTrailing: 2, topTrailing: 0))
        return path.offsetBy(dx: 1, dy: 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 120, height: (proposal.width ?? 120) * 1.4)
    }
}

struct PatternBench: View {
    @State private var roundTails = true

    private var tail: AnyShape {
        roundTails ? AnyShape(Capsule()) : AnyShape(Rectangle().size(width: 20, height: 60))
    }

    var body: some View {
        VStack {
            Circle()
                .fill(.yellow)
                .stroke(.orange, lineWidth: 3)
            RoundedRectangle(cornerRadius: 8)
                .fill(.ellipticalGradient(colors: [.white, .teal]))
                .strokeBorder(.teal, lineWidth: 2)
            Sail()
                .stroke(.indigo, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
                .fill(.linearGradient(Color.indigo.gradient, startPoint: .top, endPoint: .bottom))
            tail
                .offset(CGSize(width: 4, height: 0))
                .scale(x: 1, y: 1.5)
                .fill(.image(Image("ripstop"), scale: 0.5))
            Ellipse()
                .fill(.blue.shadow(.drop(radius: 3)).blendMode(.multiply))
                .blendMode(.screen)
            Text("Spars")
                .foregroundStyle(.link)
                .background(.selection)
            Text("Tail length")
                .foregroundStyle(.placeholder)
                .background(.windowBackground)
            Rectangle()
                .fill(Color.red.mix(with: .yellow, by: 0.3))
                .luminanceToAlpha()
            EllipticalGradient(colors: [.pink, .purple], endRadiusFraction: 0.8)
            Capsule()
                .fill(.radialGradient(Color.mint.gradient, endRadius: 40))
                .background(Material.thin)
            Toggle("Round tails", isOn: $roundTails)
        }
    }
}

struct PathReader: View {
    let outline = Path(
        roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadii: RectangleCornerRadii(topLeading: 4))

    var corners: Int {
        var count = 0
        // Path.forEach is Path's own method, not a sequence's: there is no for-in form.
        // swift-format-ignore: ReplaceForEachWithForLoop
        outline.forEach { element in
            switch element {
            case .move, .line: count += 1
            case .quadCurve, .curve, .closeSubpath: break
            }
        }
        return count
    }

    var body: some View {
        Text("Corners: \(corners), hits: \(outline.contains(CGPoint(x: 5, y: 5)) ? "yes" : "no")")
        outline.trimmedPath(from: 0, to: 0.5)
            .stroke(.green.shadow(.inner(radius: 1)), lineWidth: 1)
    }
}

struct GustSchedule: TimelineSchedule {
    func entries(from startDate: Date, mode: Mode) -> StrideTo<Date> {
        stride(from: startDate, to: startDate.addingTimeInterval(60), by: mode == .lowFrequency ? 10 : 2)
    }
}

struct WindTunnel: View {
    let launches = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 90)]

    var body: some View {
        TimelineView(.explicit(launches)) { context in
            Text(context.date, style: .time)
        }
        TimelineView(GustSchedule()) { _ in
            Canvas { context, size in
                var layer = context
                layer.addFilter(.shadow(color: .gray, radius: 2, y: 1, options: .shadowAbove))
                layer.addFilter(.blur(radius: 1, options: .dithersResult), options: .linearColor)
                layer.blendMode = .softLight
                layer.fill(
                    Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .palette([.color(.blue), .foreground]))
                layer.clipToLayer(opacity: 0.8) { clip in
                    clip.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
                }
                layer.blendMode = .destinationOut
                layer.stroke(
                    Path(CGRect(x: 4, y: 4, width: 10, height: 10)),
                    with: layer.resolve(.tiledImage(Image("ripstop"), scale: 0.25)), lineWidth: 1)
                context.addFilter(.luminanceToAlpha)
                context.addFilter(.hueRotation(.degrees(30)))
                context.addFilter(.alphaThreshold(min: 0.4, color: .teal))
            }
        }
    }
}

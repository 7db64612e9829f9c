// A luggage tag printer: a tag's outline cut from a rounded card with a strap hole, built with a path's own set
// operations (SwiftUI 17+: `Path.subtracting`, `union`, `intersection`, `symmetricDifference`, `lineIntersection`,
// `lineSubtraction`, each returning a `Path`, and `normalized(eoFill:)`), beside a shape's (returning `some Shape`).
import MiniUI

struct LuggageTag: Shape {
    var holeRadius: CGFloat = 9

    func path(in rect: CGRect) -> Path {
        let card = Path(roundedRect: rect, cornerRadius: 12)
        let hole = Path(
            ellipseIn: CGRect(
                x: rect.midX - holeRadius, y: rect.minY + 14, width: holeRadius * 2, height: holeRadius * 2))
        return card.subtracting(hole)
    }
}

struct PerforatedEdge: Shape {
    func path(in rect: CGRect) -> Path {
        var dots = Path()
        for step in stride(from: rect.minX + 6, to: rect.maxX, by: 12) {
            dots.addEllipse(in: CGRect(x: step - 2, y: rect.maxY - 10, width: 4, height: 4))
        }
        let band = Path(CGRect(x: rect.minX, y: rect.maxY - 14, width: rect.width, height: 14))
        let kept: Path = band.intersection(dots).union(band.symmetricDifference(dots, eoFill: true))
        return kept.normalized()
    }
}

struct TagPreview: View {
    let owner: String
    let flight: String

    private var divider: Path {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 60))
        line.addLine(to: CGPoint(x: 180, y: 60))
        let window = Path(CGRect(x: 40, y: 50, width: 100, height: 20))
        let inside = line.lineIntersection(window)
        let outside = line.lineSubtraction(window, eoFill: false)
        return inside.union(outside)
    }

    var body: some View {
        ZStack {
            LuggageTag()
                .fill(Color.orange.opacity(0.2))
            LuggageTag()
                .stroke(Color.orange, lineWidth: 2)
            PerforatedEdge()
                .fill(.secondary)
            divider
                .stroke(.gray, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
            VStack(alignment: .leading, spacing: 4) {
                Text(owner).font(.headline)
                Text("Flight \(flight)").font(.caption.monospaced())
            }
            .padding(.top, 40)
        }
        .frame(width: 180, height: 260)
        .overlay(alignment: .bottomTrailing) {
            Circle().subtracting(Rectangle().inset(by: 6))
                .fill(.teal)
                .frame(width: 16, height: 16)
        }
    }
}

#Preview {
    TagPreview(owner: "Ines Moreau", flight: "LH 2417")
}

import MiniUI

// Shapes, shape styles, colors and fonts as a trail-running app draws its cards: a custom shape,
// built-in shapes filled, stroked and trimmed, shape backgrounds, gradients and system colors.

struct Ridge: Shape {
    var peaks: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        let step = rect.width / CGFloat(max(peaks * 2, 1))
        for index in 0..<(peaks * 2) {
            let y = index.isMultiple(of: 2) ? rect.minY : rect.midY
            path.addLine(to: CGPoint(x: rect.minX + step * CGFloat(index + 1), y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Notch: InsettableShape {
    var inset: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: 8)
    }

    func inset(by amount: CGFloat) -> Notch {
        Notch(inset: inset + amount)
    }
}

struct RunSummary {
    var distance: Double
    var goal: Double
    var elevation: Int
    var pace: String
}

struct RunCard: View {
    let run: RunSummary
    @State private var isHighlighted = false

    private var progress: Double { min(run.distance / run.goal, 1) }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Evening run")
                    .font(.title2.weight(.semibold))
                    .fontDesign(.rounded)
                Spacer()
                Text(run.pace)
                    .font(.system(.body, design: .monospaced).monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            Ridge(peaks: 3)
                .fill(Color.green.gradient)
                .frame(height: 60)
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text(progress, format: .percent)
                    .font(.caption.bold())
            }
            .frame(width: 80, height: 80)
            Gauge(value: run.distance, in: 0...run.goal) {
                Text("Distance")
            } currentValueLabel: {
                Text(run.distance, format: .number)
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text(run.goal, format: .number)
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(progress >= 1 ? .green : .orange)
            Label("\(run.elevation) m climbed", systemImage: "mountain.2")
                .font(.footnote)
                .padding(8)
                .background(.thinMaterial, in: Capsule())
            Text("A long note about the route, the weather and how the legs felt on the last climb.")
                .lineLimit(2...4)
                .strikethrough(isHighlighted, color: .red)
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .overlay {
            Notch().strokeBorder(isHighlighted ? Color.accentColor : .clear, lineWidth: 2)
        }
        .clipShape(.rect(cornerRadius: 16))
        .onTapGesture { isHighlighted.toggle() }
    }
}

struct ColorSwatches: View {
    let colors: [Color] = [.red, .orange, .yellow, .mint, .indigo, Color(red: 0.2, green: 0.4, blue: 0.6)]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(colors, id: \.self) { color in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(color.opacity(0.8))
                        .frame(width: 44, height: 44)
                        .overlay(
                            RoundedRectangle(cornerRadius: 10)
                                .stroke(Color(uiColor: .separator), lineWidth: 1)
                        )
                }
                Ellipse()
                    .fill(
                        LinearGradient(
                            colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                    )
                    .frame(width: 60, height: 44)
                Capsule()
                    .fill(.linearGradient(colors: [.blue, .cyan], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 60, height: 20)
                UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
                    .fill(AngularGradient(colors: [.red, .yellow, .red], center: .center))
                    .frame(width: 44, height: 44)
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
        .foregroundStyle(.primary, .secondary, .tertiary)
    }
}

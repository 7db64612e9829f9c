// Grids, lazy stacks, geometry, programmatic scrolling, a custom modifier and a custom button style.
import MiniUI

struct Swatch: Identifiable {
    let id: Int
    let color: Color
}

struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.gray)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .shadow(radius: 2)
    }
}

extension View {
    func card() -> some View { modifier(Card()) }
}

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct PaletteView: View {
    let swatches = (0..<12).map { Swatch(id: $0, color: $0.isMultiple(of: 2) ? .blue : .orange) }
    let columns = [GridItem(.adaptive(minimum: 60), spacing: 8)]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(swatches) { swatch in
                        swatch.color
                            .frame(height: 60)
                            .id(swatch.id)
                    }
                }
                LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<3) { row in
                        Text("Row \(row)").card()
                    }
                }
                Button("Jump to end") {
                    withAnimation { proxy.scrollTo(11, anchor: .bottom) }
                }
                .buttonStyle(PressableStyle())
            }
        }
    }
}

struct BadgeRow: View {
    var body: some View {
        GeometryReader { geometry in
            HStack {
                Circle()
                    .fill(.green)
                    .frame(width: geometry.size.width / 10)
                Text("Width \(Int(geometry.size.width))")
                Spacer()
            }
        }
        .frame(height: 44)
    }
}

struct HorizontalTags: View {
    let rows = [GridItem(.fixed(30)), GridItem(.fixed(30))]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: rows) {
                ForEach(["swift", "ui", "grid"], id: \.self) { tag in
                    Text("#\(tag)")
                }
            }
        }
    }
}

import Foundation
import MiniUI

// A mood board's polish, as an iOS 17/18 screen writes it: image effects, masks, drag and drop of
// captions, keyboard and focus handling, accessibility identifiers, text tracking and a geometry
// change handler.

struct MoodBoard: View {
    @State private var captions = ["Dune", "Harbour", "Meadow"]
    @State private var dropped: [String] = []
    @State private var isFaded = false
    @State private var width: CGFloat = 0
    @FocusState private var focusedCaption: String?

    var body: some View {
        VStack(spacing: 16) {
            Text("MOOD BOARD")
                .font(.caption.weight(.heavy))
                .tracking(2)
                .kerning(0.5)
                .baselineOffset(1)
                .accessibilityIdentifier("board-title")
            HStack {
                ForEach(captions, id: \.self) { caption in
                    Image(systemName: "photo")
                        .resizable()
                        .scaledToFill()
                        .frame(width: 80, height: 80)
                        .saturation(isFaded ? 0.2 : 1)
                        .brightness(isFaded ? -0.1 : 0)
                        .grayscale(isFaded ? 1 : 0)
                        .mask { RoundedRectangle(cornerRadius: 12) }
                        .clipped()
                        .draggable(caption)
                        .focusable()
                        .focused($focusedCaption, equals: caption)
                        .accessibilityAction(named: "Fade") { isFaded.toggle() }
                }
            }
            .compositingGroup()
            .defaultFocus($focusedCaption, captions.first)
            Text(dropped.isEmpty ? "Drop captions here" : dropped.joined(separator: " · "))
                .allowsTightening(true)
                .frame(maxWidth: .infinity, minHeight: 60)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                .dropDestination(for: String.self) { items, _ in
                    dropped += items
                    return true
                }
            Image(systemName: "wifi", variableValue: 0.6)
                .hueRotation(.degrees(isFaded ? 90 : 0))
        }
        .padding()
        .onKeyPress(.escape) {
            isFaded = false
            return .handled
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: { newWidth in
            width = newWidth
        }
    }
}

// wrong: declares `watering` on the style's own type, where `.buttonStyle(.watering)` does not look
// rejected-by: accepts-the-style
// misconception: `.buttonStyle(.watering)` looks the member up on the parameter's type, a generic `S: ButtonStyle`,
// misconception: not on your struct, which the compiler does not know yet. Declare it in
// misconception: `extension ButtonStyle where Self == WateringButtonStyle`, as SwiftUI declares `.bordered` (SE-0299).
// misconception-ja: `.buttonStyle(.watering)` はメンバーを引数の型、つまりジェネリックな `S: ButtonStyle` の上で探します。
// misconception-ja: コンパイラがまだ知らないあなたの struct の上ではありません。SwiftUI が `.bordered` を宣言しているように、
// misconception-ja: `extension ButtonStyle where Self == WateringButtonStyle` に宣言します（SE-0299）。
// lesson: #watering-like-bordered
import MiniUI

/// The look of every watering button:
///
///     HStack, padded by 6 and coloured: red for a destructive button, blue for any other
///       Image(systemName: "drop"), "drop.fill" while the button is pressed
///       the button's own label
///
/// and, while pressed, the whole of it at half opacity.
struct WateringButtonStyle: ButtonStyle {
    // `configuration.label` is a `ButtonStyleConfiguration.Label`: whatever the button's label is (a text, a
    // label with an icon), the style sees one erased type, and can only place it.
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isPressed ? "drop.fill" : "drop")
            configuration.label
        }
        .padding(6)
        .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension WateringButtonStyle {
    /// Drops before the labels, filled while pressed.
    static var watering: WateringButtonStyle { WateringButtonStyle() }
}

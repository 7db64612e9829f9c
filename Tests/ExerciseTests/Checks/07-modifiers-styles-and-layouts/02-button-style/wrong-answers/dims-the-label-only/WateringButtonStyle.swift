// wrong: dims only the label while pressed, `configuration.label.opacity(…)`, and leaves the drop and the padding opaque
// rejected-by: shows-the-pressed-button
// misconception: A modifier changes the view it is written on and what that view contains: an opacity on the label
// misconception: dims the label alone, and the drop beside it stays opaque. Dim the whole button, the modifier
// misconception: written after the padding.
// misconception-ja: モディファイアは、それを付けた View とその中身を変えます。ラベルに付けた不透明度はラベルだけを
// misconception-ja: 薄くし、隣のしずくは不透明なままです。パディングの後にモディファイアを書いて、ボタン全体を薄くします。
// lesson: #ispressed-is-the-state-swiftui-passes
// Goal: give every button of the watering panel one look through a `ButtonStyle` of your own, set once for
// the whole panel: a drop before the label, filled while the button is pressed, and red for a destructive button.
// Check it: swift run puzzles check 07.2
// Lesson: Lessons/07-modifiers-styles-and-layouts/02-button-style/README.md
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
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
        .padding(6)
        .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
    }
}

// `.buttonStyle(.watering)` looks `.watering` up on the parameter's type, a generic `S: ButtonStyle`: a static
// member of a protocol extension constrained to `Self == WateringButtonStyle` is found there (SE-0299).
extension ButtonStyle where Self == WateringButtonStyle {
    /// Drops before the labels, filled while pressed.
    static var watering: WateringButtonStyle { WateringButtonStyle() }
}

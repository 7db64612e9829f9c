// wrong: keeps the unit in a shared static that the screen sets in its body and every label reads
// rejected-by: unit-stays-below-the-screen, renders-units-from-environment
// misconception: A value kept in one shared place belongs to no part of the view tree: it follows whichever view
// misconception: wrote it last, everywhere, and a label that reads it does not run again when it changes. A value
// misconception: set from above for the views below belongs in the environment.
// misconception-ja: 1 か所に共有して持つ値は、ビューの木のどこにも属しません。最後に書いたビューに、どこでも従います。
// misconception-ja: それを読むラベルは、値が変わっても body を実行し直しません。上から下のビューへ設定する値は
// misconception-ja: 環境に置きます。
// lesson: #the-idea
import MiniUI

/// The unit every label shows, written by whichever screen ran last.
enum DisplayUnit {
    nonisolated(unsafe) static var shared = TemperatureUnit.celsius
}

/// One city's temperature, in the shared unit.
struct TemperatureLabel: View {
    let city: String
    let celsius: Double

    var body: some View {
        Text("\(city): \(DisplayUnit.shared.format(celsius: celsius))")
    }
}

/// Today's temperatures, with a switch to show them in Fahrenheit.
struct ForecastScreen: View {
    @State private var usesFahrenheit = false

    var body: some View {
        DisplayUnit.shared = usesFahrenheit ? .fahrenheit : .celsius
        return VStack {
            Toggle("Fahrenheit", isOn: $usesFahrenheit)
            TemperatureLabel(city: "Tokyo", celsius: 20)
            TemperatureLabel(city: "Osaka", celsius: 25)
        }
    }
}

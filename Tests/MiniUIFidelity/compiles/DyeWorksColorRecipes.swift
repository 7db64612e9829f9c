// A dye works' recipe book: a picked colour read back as components (`Color.resolve(in:)` and
// `Color.Resolved`, SwiftUI 17+: its sRGB and linear components as `Float`, its description, a colour made
// again from it, a resolved colour as a style, saved as JSON), and a colour's description kept when it changes.
import Foundation
import MiniUI

struct DyeRecipe: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var shade: Color.Resolved
}

struct DyeRecipeBook: View {
    @Environment(\.self) private var environment
    @State private var picked: Color = .teal
    @State private var name = ""
    @State private var recipes: [DyeRecipe] = []
    @State private var lastChange = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("New batch") {
                    TextField("Batch name", text: $name)
                    ColorPicker("Shade", selection: $picked, supportsOpacity: false)
                    Button("Save recipe") {
                        let shade = picked.resolve(in: environment)
                        recipes.append(
                            DyeRecipe(name: name.isEmpty ? "Batch \(recipes.count + 1)" : name, shade: shade))
                        name = ""
                    }
                }
                Section("Recipes") {
                    ForEach(recipes) { recipe in
                        HStack {
                            Circle()
                                .fill(Color(recipe.shade))
                                .frame(width: 24, height: 24)
                            VStack(alignment: .leading) {
                                Text(recipe.name)
                                Text(verbatim: recipe.shade.description)
                                    .font(.caption.monospaced())
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(
                                "R \(Int(recipe.shade.red * 255)) G \(Int(recipe.shade.green * 255)) B \(Int(recipe.shade.blue * 255))"
                            )
                            .font(.caption2)
                        }
                    }
                }
                if let last = recipes.last {
                    Section("Vat mix") {
                        LabeledContent(
                            "Linear red", value: Double(last.shade.linearRed),
                            format: .number.precision(.fractionLength(3)))
                        LabeledContent("Opacity", value: Double(last.shade.opacity), format: .percent)
                        Rectangle()
                            .fill(last.shade)
                            .frame(height: 12)
                        Button("Export") {
                            let data = try? JSONEncoder().encode(recipes)
                            lastChange = "\(data?.count ?? 0) bytes"
                        }
                    }
                }
                Text(lastChange).font(.footnote)
            }
            .navigationTitle("Dye Works")
            .onChange(of: picked) { _, newValue in
                lastChange = newValue.description
            }
        }
    }
}

func brighter(_ shade: Color.Resolved) -> Color {
    var lighter = shade
    lighter.red = min(1, shade.red + 0.1)
    lighter.linearGreen *= 1.1
    let made = Color.Resolved(colorSpace: .sRGBLinear, red: lighter.linearRed, green: lighter.linearGreen, blue: 0.2)
    return Color(made).opacity(Double(shade.opacity))
}

let dyeSamples: Set<Color.Resolved> = [
    Color.orange.resolve(in: EnvironmentValues()),
    Color(red: 0.4, green: 0.2, blue: 0.6).resolve(in: EnvironmentValues()),
]
let dyeLabels: [String] = [Color.indigo, Color(white: 0.5)].map(\.description) + [String(describing: Color.mint)]

// A vat's stirring paddle keeps its angle with the recipe: `Angle` is `Codable` in SwiftUI.
struct PaddleSetting: Codable, Hashable {
    var tilt: Angle
    var shade: Color.Resolved
}

// A bird hide's sightings board: the image symbols audited against iOS 18's documentation (asset images
// with a bundle, a label or a variable value, drawn images, resizing, interpolation and dynamic range,
// symbol effects removed, and the image and symbol environment values).
import Foundation
import MiniUI

struct SightingBadge: View {
    @Environment(\.imageScale) private var imageScale
    @Environment(\.symbolRenderingMode) private var renderingMode
    @Environment(\.symbolVariants) private var variants
    let count: Int

    var body: some View {
        HStack {
            Image(systemName: "bird")
                .imageScale(imageScale == .large ? .medium : .large)
            Text("\(count) seen")
        }
    }
}

struct BirdHideBoard: View {
    @State private var windStrength = 0.4
    @State private var quiet = false

    var body: some View {
        VStack {
            Image("heron", bundle: .main)
                .resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
                .interpolation(.none)
                .antialiased(false)
            Image("kingfisher", bundle: nil, label: Text("Kingfisher on the post"))
                .resizable()
                .allowedDynamicRange(.constrainedHigh)
                .scaledToFit()
            Image("wind-gauge", variableValue: windStrength)
            Image("wind-gauge", variableValue: windStrength, label: Text("Wind"))
            Image(decorative: "reed-border", variableValue: nil)
            Image(size: CGSize(width: 24, height: 24), label: Text("Tally")) { context in
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 24, height: 24)), with: .color(.green))
            }
            SightingBadge(count: 3)
                .environment(\.imageScale, .large)
                .environment(\.symbolRenderingMode, .hierarchical)
                .environment(\.symbolVariants, .fill)
            Image(systemName: "speaker.wave.2")
                .symbolEffect(.variableColor, isActive: !quiet)
                .symbolEffectsRemoved(quiet)
            Toggle("Quiet hours", isOn: $quiet)
            Text(Image(systemName: "binoculars").symbolRenderingMode(.multicolor)) + Text(" Hide 2")
        }
        .allowedDynamicRange(.standard)
    }
}

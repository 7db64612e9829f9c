// A rowing club's regatta certificate: a view rendered to an image with ImageRenderer (scale, proposed size,
// opacity, colour mode), shared as an Image through ShareLink with a preview that carries an image or an icon.
import MiniUI

struct CrewCertificate: View {
    let crew: String
    let time: String

    var body: some View {
        VStack(spacing: 8) {
            Text(crew).font(.title.bold())
            Text("Finished in \(time)")
            Image(systemName: "medal.fill").foregroundStyle(.yellow)
        }
        .padding(24)
        .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 16))
    }
}

struct RegattaResultScreen: View {
    let crew = "Heron Coxed Four"
    @State private var rendered: Image?
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        VStack(spacing: 16) {
            CrewCertificate(crew: crew, time: "6:41")
            Button("Make certificate") { render() }
            if let rendered {
                rendered.resizable().scaledToFit().frame(height: 120)
                ShareLink(item: rendered, preview: SharePreview(crew, image: rendered))
                ShareLink("Send to the club", item: rendered, preview: SharePreview("Certificate", icon: rendered))
                ShareLink(
                    item: rendered, subject: Text("Regatta"), message: Text("Our result"),
                    preview: SharePreview(
                        "\(crew) certificate", image: rendered, icon: Image(systemName: "oar.2.crossed"))
                ) {
                    Label("Share certificate", systemImage: "square.and.arrow.up")
                }
            }
        }
    }

    @MainActor
    private func render() {
        let renderer = ImageRenderer(content: CrewCertificate(crew: crew, time: "6:41"))
        renderer.scale = displayScale
        renderer.proposedSize = ProposedViewSize(width: 600, height: nil)
        renderer.isOpaque = true
        renderer.colorMode = .extendedLinear
        renderer.label = Text("Certificate for \(crew)")
        renderer.content = CrewCertificate(crew: crew, time: "6:40")
        if let image = renderer.uiImage {
            rendered = Image(uiImage: image)
        }
    }
}

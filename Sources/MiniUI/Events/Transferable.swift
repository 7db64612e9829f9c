import Foundation

/// A protocol that describes how a type interacts with transport APIs such as drag and drop or
/// sharing (CoreTransferable's, which SwiftUI code sees through `import SwiftUI`).
public protocol Transferable {}

extension String: Transferable {}

extension URL: Transferable {}

extension Data: Transferable {}

extension Never: Transferable {}

extension Image: Transferable {}

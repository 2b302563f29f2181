// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ReaderUI",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "ReaderUI", targets: ["ReaderUI"]),
    ],
    targets: [
        .target(name: "ReaderUI"),
        .testTarget(name: "ReaderUITests", dependencies: ["ReaderUI"]),
    ]
)

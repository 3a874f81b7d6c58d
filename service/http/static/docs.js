// Starts Swagger UI on /docs with the configuration the page carries as JSON: a file, not an inline
// script, as the page's Content-Security-Policy runs scripts from this server only.
window.addEventListener("load", function () {
  var config = JSON.parse(document.getElementById("swagger-config").textContent);
  config.presets = [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset];
  config.layout = "StandaloneLayout";
  window.ui = SwaggerUIBundle(config);
});
